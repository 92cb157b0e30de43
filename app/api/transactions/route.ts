// GET /api/transactions?application_id= (the duplicate / scheduled-payment warning) and
// POST /api/transactions (a one-time bank payment; the browser's Idempotency-Key is forwarded).
import { z } from 'zod';
import { bff, json } from '@/lib/bff/handler';
import { clientIp } from '@/lib/bff/request-info';
import {
  CreateTransactionRequestSchema,
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
  TransactionListQuerySchema,
} from '@/lib/contract/transactions';
import { createTransaction, getTransactions } from '@/lib/lender/api';

export const GET = bff(
  { query: TransactionListQuerySchema, queryRefusal: { field: 'application_id', message: 'Please give an application id.' } },
  async ({ session, query }) => ({ data: await getTransactions(session.token, query.application_id) }),
);

export const POST = bff(
  {
    body: CreateTransactionRequestSchema,
    headers: z.object({ [IDEMPOTENCY_HEADER]: IdempotencyKeySchema }),
    headersRefusal: { status: 400, message: 'This payment could not be sent. Please reload the page and try again.' },
  },
  async ({ session, body, headers, request }) => json(await createTransaction(session.token, body, headers[IDEMPOTENCY_HEADER], clientIp(request)), 201),
);
