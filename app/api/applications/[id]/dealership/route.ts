// PUT /api/applications/{id}/dealership — the customer chooses the service center of an application that needs one.
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { IdParams } from '@/lib/bff/params';
import { lender } from '@/lib/lender/api';

export const PUT = bff({ params: IdParams, body: bffRoutes.applications.chooseDealership.body }, async ({ session, body, params }) => ({
  data: await lender.chooseDealership({ token: session.token, id: params.id, body }),
}));
