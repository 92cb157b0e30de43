// POST /api/loan_accounts/{accountId}/collection_action — a promise to pay.
import { bff, errorJson } from '@/lib/bff/handler';
import { CollectionActionRequestSchema } from '@/lib/contract/promises';
import { createPromiseToPay } from '@/lib/lender/api';

export const POST = bff<typeof CollectionActionRequestSchema, { id: string }>({ body: CollectionActionRequestSchema }, async ({ session, body, params }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return errorJson(404, 'Not found');
  return { data: await createPromiseToPay(session.token, id, body) };
});
