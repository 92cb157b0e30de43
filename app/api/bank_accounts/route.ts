// GET /api/bank_accounts?user_id= — the customer's bank accounts (account numbers as their last 4 digits);
// POST /api/bank_accounts — add one by hand (MANUAL) or through the bank link (PLAID).
import { bff, errorJson } from '@/lib/bff/handler';
import { BankAccountListQuerySchema, CreateBankAccountRequestSchema } from '@/lib/contract/bank-accounts';
import { createBankAccount, getBankAccounts } from '@/lib/lender/api';

export const GET = bff({}, async ({ session, request }) => {
  const query = BankAccountListQuerySchema.safeParse({ user_id: request.nextUrl.searchParams.get('user_id') ?? undefined });
  if (!query.success) return errorJson(422, 'Please give a customer id.', { user_id: ['Please give a customer id.'] });
  return { data: await getBankAccounts(session.token, query.data.user_id) };
});

export const POST = bff({ body: CreateBankAccountRequestSchema }, async ({ session, body }) => ({
  data: await createBankAccount(session.token, body),
}));
