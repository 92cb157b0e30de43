// POST /api/applications/{id}/sign — the customer signs the loan agreement; the lender checks the owner
// and the application's state (422 when already signed or not waiting for a signature).
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { IdParams } from '@/lib/bff/params';
import { lender } from '@/lib/lender/api';

export const POST = bff({ params: IdParams, body: bffRoutes.applications.sign.body }, async ({ session, params, body }) => ({
  data: await lender.signApplication({ token: session.token, id: params.id, body }),
}));
