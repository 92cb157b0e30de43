// GET /api/revolvers/{id} — the card account; {id} is the revolver application's id.
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { getRevolver } from '@/lib/lender/api';

export const GET = bff({ params: IdParams }, async ({ session, params }) => ({ data: await getRevolver(session.token, params.id) }));
