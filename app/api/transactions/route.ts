// GET /api/transactions?application_id= (the duplicate / scheduled-payment warning) and
// POST /api/transactions (a one-time bank payment; the browser's Idempotency-Key is forwarded).
import { z } from 'zod';
import { bff, json } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { visitorOf } from '@/lib/bff/request-info';
import { IDEMPOTENCY_HEADER, IdempotencyKeySchema } from '@/lib/contract/transactions';
import { lender } from '@/lib/lender/api';
import { countPayment } from '@/lib/monitoring/metrics';

export const GET = bff(
  { query: bffRoutes.payments.list.query, queryRefusal: { field: 'application_id', message: 'Please give an application id.' } },
  async ({ session, query }) => ({ data: await lender.getTransactions({ token: session.token, query: { application_id: query.application_id } }) }),
);

export const POST = bff(
  {
    body: bffRoutes.payments.create.body,
    headers: z.object({ [IDEMPOTENCY_HEADER]: IdempotencyKeySchema }),
    headersRefusal: { status: 400, message: 'This payment could not be sent. Please reload the page and try again.' },
  },
  async ({ session, body, headers, request }) => {
    const posted = await lender.createTransaction({ token: session.token, body, idempotencyKey: headers[IDEMPOTENCY_HEADER], visitor: visitorOf(request) });
    countPayment();
    return json(posted, 201);
  },
);
