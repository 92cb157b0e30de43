// GET /api/repairs/{id} — the repair behind a loan; {id} is the application id (lib/contract/repairs).
import { bff, errorJson } from '@/lib/bff/handler';
import { getRepair } from '@/lib/lender/api';

export const GET = bff<undefined, { id: string }>({}, async ({ session, params }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return errorJson(404, 'Not found');
  return { data: await getRepair(session.token, id) };
});
