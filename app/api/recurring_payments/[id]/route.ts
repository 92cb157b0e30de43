// PUT /api/recurring_payments/{id} (changes autopay) and DELETE /api/recurring_payments/{id} (cancels it). The
// browser's Idempotency-Key and the visitor's address are forwarded: one change, one copy, one receipt.
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { IdParams, KeyedChange } from '@/lib/bff/params';
import { visitorOf } from '@/lib/bff/request-info';
import { IDEMPOTENCY_HEADER } from '@/lib/contract/transactions';
import { lender } from '@/lib/lender/api';

export const PUT = bff({ params: IdParams, body: bffRoutes.autopay.update.body, ...KeyedChange }, async ({ session, params, body, headers, request }) => ({
  data: await lender.updateRecurringPayment({ token: session.token, id: params.id, body, idempotencyKey: headers[IDEMPOTENCY_HEADER], visitor: visitorOf(request) }),
}));

export const DELETE = bff({ params: IdParams, ...KeyedChange }, async ({ session, params, headers, request }) => ({
  data: await lender.cancelRecurringPayment({ token: session.token, id: params.id, idempotencyKey: headers[IDEMPOTENCY_HEADER], visitor: visitorOf(request) }),
}));
