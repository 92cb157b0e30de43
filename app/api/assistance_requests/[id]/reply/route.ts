// POST /api/assistance_requests/{id}/reply — the customer declines the offer or withdraws the request.
import { bff, json } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';

export const POST = bff({ params: IdParams, body: bffRoutes.assistance.reply.body }, async ({ session, params, body }) =>
  json({ data: await lender.replyAssistanceRequest({ token: session.token, id: params.id, body }) }),
);
