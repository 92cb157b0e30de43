// GET /api/transactions/{id} and DELETE /api/transactions/{id} (cancels a scheduled payment).
import { bff, errorJson } from '@/lib/bff/handler';
import { IdParamSchema } from '@/lib/contract/common';
import { cancelTransaction, getTransaction } from '@/lib/lender/api';

export const GET = bff<undefined, { id: string }>({}, async ({ session, params }) => {
  const id = IdParamSchema.safeParse(params.id);
  if (!id.success) return errorJson(404, 'Not found');
  return { data: await getTransaction(session.token, id.data) };
});

export const DELETE = bff<undefined, { id: string }>({}, async ({ session, params }) => {
  const id = IdParamSchema.safeParse(params.id);
  if (!id.success) return errorJson(404, 'Not found');
  return { data: await cancelTransaction(session.token, id.data) };
});
