// GET /api/bank_accounts?user_id= — the customer's bank accounts (removed ones left out).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { BankAccountListQuerySchema } from '../../../lib/contract/bank-accounts';
import { bankAccounts, recurringPayments } from '../../db/schema';
import { loadCustomer } from '../access';
import type { Env } from '../context';
import { serializeBankAccount } from '../serializers/bank-account';
import { parseQuery } from '../validate';

export const bankAccountRoutes = new Hono<Env>();

bankAccountRoutes.get('/', async (c) => {
  const deps = c.get('deps');
  const { user_id } = parseQuery(c, BankAccountListQuerySchema);
  const user = await loadCustomer(deps, c.get('actor'), user_id);
  const rows = await deps.db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, user.id), isNull(bankAccounts.deletedAt)))
    .orderBy(asc(bankAccounts.id));
  const withAutopay = rows.length
    ? await deps.db
        .select({ bankAccountId: recurringPayments.bankAccountId })
        .from(recurringPayments)
        .where(and(inArray(recurringPayments.bankAccountId, rows.map((r) => r.id)), isNull(recurringPayments.cancelledAt)))
    : [];
  const autopay = new Set(withAutopay.map((r) => r.bankAccountId));
  return c.json({ data: rows.map((row) => serializeBankAccount(row, autopay.has(row.id))) });
});
