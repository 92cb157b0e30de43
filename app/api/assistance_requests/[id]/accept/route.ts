// POST /api/assistance_requests/{id}/accept — the customer accepts the offer (the lender asks for a step-up; the
// browser's Idempotency-Key is forwarded, so the plan changes once).
import { bff, json } from '@/lib/bff/handler';
import { IdParams, KeyedChange } from '@/lib/bff/params';
import { visitorOf } from '@/lib/bff/request-info';
import { bffRoutes } from '@/lib/client/bff-routes';
import { IDEMPOTENCY_HEADER } from '@/lib/contract/transactions';
import { lender } from '@/lib/lender/api';

export const POST = bff({ params: IdParams, body: bffRoutes.assistance.accept.body, ...KeyedChange }, async ({ session, params, body, headers, request }) =>
  json({ data: await lender.acceptAssistanceOffer({ token: session.token, id: params.id, body, idempotencyKey: headers[IDEMPOTENCY_HEADER], visitor: visitorOf(request) }) }),
);
