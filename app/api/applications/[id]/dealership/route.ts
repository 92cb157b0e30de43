// PUT /api/applications/{id}/dealership — the customer chooses the service center of an application that needs one.
import { bff, errorJson } from '@/lib/bff/handler';
import { ChooseDealershipRequestSchema } from '@/lib/contract/applications';
import { chooseDealership } from '@/lib/lender/api';

export const PUT = bff<typeof ChooseDealershipRequestSchema, { id: string }>({ body: ChooseDealershipRequestSchema }, async ({ session, body, params }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return errorJson(404, 'Not found');
  return { data: await chooseDealership(session.token, id, body) };
});
