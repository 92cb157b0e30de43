// GET /api/repairs/{id} — the repair behind a loan; {id} is the application id (lib/contract/repairs).
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { lender } from '@/lib/lender/api';

export const GET = bff({ params: IdParams }, async ({ session, params }) => ({ data: await lender.getRepair({ token: session.token, id: params.id }) }));
