// GET /api/users/{id} — a customer; the lender answers 404 for anyone else's.
import { bff, notFound } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { lender } from '@/lib/lender/api';
import { mayViewCustomer } from '@/lib/rules/access';

export const GET = bff({ params: IdParams }, async ({ session, params }) => {
  if (!mayViewCustomer(session, params.id)) throw notFound();
  return { data: await lender.getUser({ token: session.token, id: params.id }) };
});
