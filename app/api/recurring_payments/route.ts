// POST /api/recurring_payments — sets up autopay (the browser's Idempotency-Key and the visitor's address are
// forwarded: one setup, one copy of the authorization, one receipt per confirmed form).
import { bff } from '@/lib/bff/handler';
import { KeyedChange } from '@/lib/bff/params';
import { visitorOf } from '@/lib/bff/request-info';
import { bffRoutes } from '@/lib/client/bff-routes';
import { IDEMPOTENCY_HEADER } from '@/lib/contract/transactions';
import { lender } from '@/lib/lender/api';

export const POST = bff({ body: bffRoutes.autopay.create.body, ...KeyedChange }, async ({ session, body, headers, request }) => ({
  data: await lender.createRecurringPayment({ token: session.token, body, idempotencyKey: headers[IDEMPOTENCY_HEADER], visitor: visitorOf(request) }),
}));
