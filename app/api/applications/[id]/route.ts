// GET /api/applications/{id} — version 2 of the application (attributes.final_loan).
import { bff, errorJson } from '@/lib/bff/handler';
import { getApplication } from '@/lib/lender/api';

export const GET = bff<undefined, { id: string }>({}, async ({ session, params }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return errorJson(404, 'Not found');
  return { data: await getApplication(session.token, id) };
});
