// GET /api/bank_accounts?user_id= — the customer's bank accounts (account numbers as their last 4 digits);
// POST /api/bank_accounts — add one by hand (MANUAL) or through the bank link (PLAID).
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { BankAccountListQuerySchema } from '@/lib/contract/bank-accounts';
import { lender } from '@/lib/lender/api';

export const GET = bff(
  { query: BankAccountListQuerySchema, queryRefusal: { field: 'user_id', message: 'Please give a customer id.' } },
  async ({ session, query }) => ({ data: await lender.getBankAccounts({ token: session.token, query: { user_id: query.user_id } }) }),
);

export const POST = bff({ body: bffRoutes.bankAccounts.create.body }, async ({ session, body }) => ({
  data: await lender.createBankAccount({ token: session.token, body }),
}));
