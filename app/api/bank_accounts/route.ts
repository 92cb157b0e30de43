// GET /api/bank_accounts?user_id= — the customer's bank accounts (account numbers as their last 4 digits);
// POST /api/bank_accounts — add one by hand (MANUAL) or through the bank link (PLAID).
import { bff } from '@/lib/bff/handler';
import { BankAccountListQuerySchema, CreateBankAccountRequestSchema } from '@/lib/contract/bank-accounts';
import { createBankAccount, getBankAccounts } from '@/lib/lender/api';

export const GET = bff(
  { query: BankAccountListQuerySchema, queryRefusal: { field: 'user_id', message: 'Please give a customer id.' } },
  async ({ session, query }) => ({ data: await getBankAccounts(session.token, query.user_id) }),
);

export const POST = bff({ body: CreateBankAccountRequestSchema }, async ({ session, body }) => ({
  data: await createBankAccount(session.token, body),
}));
