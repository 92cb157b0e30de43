// GET /api/bank_accounts?user_id= — the customer's bank accounts (removed ones left out);
// POST /api/bank_accounts — by hand (MANUAL) or through the bank link (PLAID);
// DELETE /api/bank_accounts/{id} — soft delete, refused while the account carries an active autopay.
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  BankAccountListQuerySchema,
  CreateBankAccountRequestSchema,
  SANDBOX_BANKS,
  type CreateBankAccountRequest,
} from '../../../lib/contract/bank-accounts';
import { AUTOPAY_ACCOUNT_REMOVE_MESSAGE, manualBankAccountErrors } from '../../../lib/rules/bank-account';
import { bankAccounts, recurringPayments } from '../../db/schema';
import { canSeeCustomer, loadCustomer } from '../access';
import type { Env } from '../context';
import { notFound, unprocessable } from '../errors';
import { redeemPublicToken } from '../plaid';
import { serializeBankAccount } from '../serializers/bank-account';
import { idParam, parseBody, parseQuery } from '../validate';

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

type Manual = Extract<CreateBankAccountRequest, { type: 'MANUAL' }>;
type Plaid = Extract<CreateBankAccountRequest, { type: 'PLAID' }>;

function manualValues(body: Manual) {
  const input = { ...body, bank_name: body.bank_name.trim() };
  const errors = manualBankAccountErrors(input);
  const fields = Object.entries(errors);
  if (fields.length) throw unprocessable(fields[0]![1], Object.fromEntries(fields.map(([k, m]) => [k, [m]])));
  return {
    name: `${input.bank_name} ${input.account_type.toLowerCase()}`.slice(0, 60),
    bankName: input.bank_name,
    accountNumber: input.account_number,
    routingNumber: input.routing_number,
    accountType: input.account_type,
    type: 'MANUAL',
  };
}

function plaidValues(c: Context<Env>, body: Plaid, userId: number) {
  if (!redeemPublicToken(c.get('deps'), body.public_token, userId)) {
    throw unprocessable('The bank link could not be verified.', { public_token: ['The bank link could not be verified.'] });
  }
  const bank = SANDBOX_BANKS.find((b) => b.institution_id === body.metadata.institution.institution_id);
  const chosen = body.metadata.accounts[0]!;
  const known = bank?.accounts.find((a) => a.id === chosen.id);
  if (!bank || !known) throw unprocessable('The bank link could not be verified.', { metadata: ['Unknown bank account.'] });
  // The provider gives the full numbers on the token exchange; the sandbox makes one ending in the mask.
  const accountNumber = `${String(randomInt(10_000_000, 99_999_999))}${known.mask}`;
  return {
    name: known.name,
    bankName: bank.name,
    accountNumber,
    routingNumber: bank.routing_number,
    accountType: known.subtype === 'savings' ? 'Savings' : 'Checking',
    type: 'PLAID',
    plaidVerified: true,
    sufficientPlaidBalance: known.sufficient,
  };
}

bankAccountRoutes.post('/', async (c) => {
  const deps = c.get('deps');
  const body = await parseBody(c, CreateBankAccountRequestSchema);
  const user = await loadCustomer(deps, c.get('actor'), body.user_id);
  const values = body.type === 'MANUAL' ? manualValues(body) : plaidValues(c, body, user.id);
  const [row] = await deps.db.insert(bankAccounts).values({ ...values, userId: user.id }).returning();
  return c.json({ data: serializeBankAccount(row!, false) }, 201);
});

bankAccountRoutes.delete('/:id', async (c) => {
  const deps = c.get('deps');
  const id = idParam(c);
  const [row] = await deps.db.select().from(bankAccounts).where(and(eq(bankAccounts.id, id), isNull(bankAccounts.deletedAt))).limit(1);
  if (!row || !canSeeCustomer(c.get('actor'), row.userId)) throw notFound('Bank account');
  const [autopay] = await deps.db
    .select({ id: recurringPayments.id })
    .from(recurringPayments)
    .where(and(eq(recurringPayments.bankAccountId, id), isNull(recurringPayments.cancelledAt)))
    .limit(1);
  if (autopay) throw unprocessable(AUTOPAY_ACCOUNT_REMOVE_MESSAGE, { base: [AUTOPAY_ACCOUNT_REMOVE_MESSAGE] });
  const [removed] = await deps.db
    .update(bankAccounts)
    .set({ deletedAt: deps.clock.now() })
    .where(and(eq(bankAccounts.id, id), isNull(bankAccounts.deletedAt)))
    .returning();
  if (!removed) throw notFound('Bank account');
  return c.json({ data: serializeBankAccount(removed, false) });
});
