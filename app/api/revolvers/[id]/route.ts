// GET /api/revolvers/{id} — the card account; {id} is the revolver application's id.
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { lender } from '@/lib/lender/api';

export const GET = bff({ params: IdParams }, async ({ session, params }) => ({ data: await lender.getRevolver({ token: session.token, id: params.id }) }));
