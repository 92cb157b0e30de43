// GET /api/users/{id} — a customer; the lender answers 404 for anyone else's.
import { bff, errorJson } from '@/lib/bff/handler';
import { getUser } from '@/lib/lender/api';
import { mayViewCustomer } from '@/lib/rules/access';

export const GET = bff<undefined, { id: string }>({}, async ({ session, params }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || !mayViewCustomer(session, id)) return errorJson(404, 'Not found');
  return { data: await getUser(session.token, id) };
});
