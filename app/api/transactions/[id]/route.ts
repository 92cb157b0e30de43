// GET /api/transactions/{id} and DELETE /api/transactions/{id} (cancels a scheduled payment).
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { lender } from '@/lib/lender/api';

export const GET = bff({ params: IdParams }, async ({ session, params }) => ({ data: await lender.getTransaction({ token: session.token, id: params.id }) }));

export const DELETE = bff({ params: IdParams }, async ({ session, params }) => ({ data: await lender.cancelTransaction({ token: session.token, id: params.id }) }));
