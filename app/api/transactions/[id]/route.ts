// GET /api/transactions/{id} and DELETE /api/transactions/{id} (cancels a scheduled payment).
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { cancelTransaction, getTransaction } from '@/lib/lender/api';

export const GET = bff({ params: IdParams }, async ({ session, params }) => ({ data: await getTransaction(session.token, params.id) }));

export const DELETE = bff({ params: IdParams }, async ({ session, params }) => ({ data: await cancelTransaction(session.token, params.id) }));
