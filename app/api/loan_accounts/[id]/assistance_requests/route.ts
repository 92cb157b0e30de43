// POST /api/loan_accounts/{applicationId}/assistance_requests — a payment assistance request (the lender keeps one open per loan).
import { bff, json } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';

export const POST = bff({ params: IdParams, body: bffRoutes.assistance.create.body }, async ({ session, params, body }) =>
  json({ data: await lender.createAssistanceRequest({ token: session.token, applicationId: params.id, body }) }, 201),
);
