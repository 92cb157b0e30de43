// POST /api/loan_accounts/{applicationId}/due_date_move — moves the due date to the previewed day (a sensitive
// change: the lender asks for a step-up; the browser's Idempotency-Key is forwarded, so it moves once).
import { bff, json } from '@/lib/bff/handler';
import { IdParams, KeyedChange } from '@/lib/bff/params';
import { bffRoutes } from '@/lib/client/bff-routes';
import { IDEMPOTENCY_HEADER } from '@/lib/contract/transactions';
import { visitorOf } from '@/lib/bff/request-info';
import { lender } from '@/lib/lender/api';

export const POST = bff(
  {
    params: IdParams,
    body: bffRoutes.dueDate.move.body,
    ...KeyedChange,
  },
  async ({ session, params, body, headers, request }) =>
    json({ data: await lender.moveDueDate({ token: session.token, applicationId: params.id, body, idempotencyKey: headers[IDEMPOTENCY_HEADER], visitor: visitorOf(request) }) }, 201),
);
