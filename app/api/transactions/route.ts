// GET /api/transactions?application_id= (the duplicate / scheduled-payment warning) and
// POST /api/transactions (a one-time bank payment; the browser's Idempotency-Key is forwarded).
import { bff, errorJson, json } from '@/lib/bff/handler';
import { clientIp } from '@/lib/bff/request-info';
import {
  CreateTransactionRequestSchema,
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
  TransactionListQuerySchema,
} from '@/lib/contract/transactions';
import { createTransaction, getTransactions } from '@/lib/lender/api';

export const GET = bff({}, async ({ session, request }) => {
  const query = TransactionListQuerySchema.safeParse({ application_id: request.nextUrl.searchParams.get('application_id') ?? undefined });
  if (!query.success) return errorJson(422, 'Please give an application id.', { application_id: ['Please give an application id.'] });
  return { data: await getTransactions(session.token, query.data.application_id) };
});

export const POST = bff({ body: CreateTransactionRequestSchema }, async ({ session, body, request }) => {
  const key = IdempotencyKeySchema.safeParse(request.headers.get(IDEMPOTENCY_HEADER));
  if (!key.success) return errorJson(400, 'This payment could not be sent. Please reload the page and try again.');
  return json(await createTransaction(session.token, body, key.data, clientIp(request)), 201);
});
