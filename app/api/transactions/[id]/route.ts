// GET /api/transactions/{id} and DELETE /api/transactions/{id} (cancels a scheduled payment; the browser's
// Idempotency-Key and the visitor's address are forwarded: one cancellation, one copy, one receipt).
import { bff } from '@/lib/bff/handler';
import { IdParams, KeyedChange } from '@/lib/bff/params';
import { visitorOf } from '@/lib/bff/request-info';
import { IDEMPOTENCY_HEADER } from '@/lib/contract/transactions';
import { lender } from '@/lib/lender/api';

export const GET = bff({ params: IdParams }, async ({ session, params }) => ({ data: await lender.getTransaction({ token: session.token, id: params.id }) }));

export const DELETE = bff({ params: IdParams, ...KeyedChange }, async ({ session, params, headers, request }) => ({
  data: await lender.cancelTransaction({ token: session.token, id: params.id, idempotencyKey: headers[IDEMPOTENCY_HEADER], visitor: visitorOf(request) }),
}));
