// POST /api/loan_accounts/{applicationId}/scra_requests — a servicemember's request to cap the rate at 6% (SCRA).
import { bff, json } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';

export const POST = bff({ params: IdParams, body: bffRoutes.assistance.scra.body }, async ({ session, params, body }) =>
  json({ data: await lender.createScraRequest({ token: session.token, applicationId: params.id, body }) }, 201),
);
