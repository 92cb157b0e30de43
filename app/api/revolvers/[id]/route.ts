// GET /api/revolvers/{id} — the card account; {id} is the revolver application's id.
import { bff, errorJson } from '@/lib/bff/handler';
import { recordId } from '@/lib/bff/params';
import { getRevolver } from '@/lib/lender/api';

export const GET = bff<undefined, { id: string }>({}, async ({ session, params }) => {
  const id = recordId(params.id);
  if (id === null) return errorJson(404, 'Not found');
  return { data: await getRevolver(session.token, id) };
});
