// PUT /api/applications/{id}/dealership — the customer chooses the service center of an application that needs one.
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { ChooseDealershipRequestSchema } from '@/lib/contract/applications';
import { chooseDealership } from '@/lib/lender/api';

export const PUT = bff({ params: IdParams, body: ChooseDealershipRequestSchema }, async ({ session, body, params }) => ({
  data: await chooseDealership(session.token, params.id, body),
}));
