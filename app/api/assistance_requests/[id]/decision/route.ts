// POST /api/assistance_requests/{id}/decision — collections staff decide a request (the lender checks the role).
import { bff, json } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';

export const POST = bff({ params: IdParams, body: bffRoutes.assistance.decide.body, staffOnly: true }, async ({ session, params, body }) =>
  json({ data: await lender.decideAssistanceRequest({ token: session.token, id: params.id, body }) }),
);
