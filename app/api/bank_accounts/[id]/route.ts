// DELETE /api/bank_accounts/{id} — removes a bank account (refused while it carries the active autopay).
import { bff, errorJson } from '@/lib/bff/handler';
import { IdParamSchema } from '@/lib/contract/common';
import { removeBankAccount } from '@/lib/lender/api';

export const DELETE = bff<undefined, { id: string }>({}, async ({ session, params }) => {
  const id = IdParamSchema.safeParse(params.id);
  if (!id.success) return errorJson(404, 'Not found');
  return { data: await removeBankAccount(session.token, id.data) };
});
