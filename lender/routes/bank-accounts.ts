// GET /api/bank_accounts?user_id= — the customer's bank accounts (removed ones left out);
// POST /api/bank_accounts — by hand (MANUAL) or through the bank link (PLAID);
// DELETE /api/bank_accounts/{id} — soft delete, refused while the account carries an active autopay.
// A customer with a card account (revolver application) manages no bank accounts (spec 000 section 6):
// adding and removing are refused with 403.
import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  BankAccountListQuerySchema,
  CreateBankAccountRequestSchema,
  PlaidLinkAccountRequestSchema,
  SANDBOX_BANKS,
  type CreateBankAccountRequest,
} from '../../lib/contract/bank-accounts';
import { AUTOPAY_ACCOUNT_REMOVE_MESSAGE, typedBankAccountProblems } from '../domain/bank-accounts';
import { preparedPer } from '../db/prepared';
import { liveBankAccountsOf } from '../domain/bank-account-records';
import { bankAccounts, recurringPayments } from '../db/schema';
import { canSeeCustomer, loadCustomer } from '../domain/access';
import type { Env } from '../http/context';
import { fieldErrors, forbidden, notFound, unprocessable } from '../http/errors';
import { customerFlags } from '../domain/customer-flags';
import type { Deps } from '../http/context';
import { publicTokenGrant } from '../stand-ins/plaid';
import { serializeBankAccount } from '../serializers/bank-account';
import { idParam, parseBody, parseQuery } from '../http/validate';

export const bankAccountRoutes = new Hono<Env>();

const PLAID_SANDBOX_ROUTING_NUMBER = '011401533';

// Prepared (../db/prepared.ts), beside the list (../domain/bank-account-records.ts): both by the user, so
// they go to the database at once.
const autopayAccountsOf = preparedPer((db) =>
  db
    .select({ bankAccountId: recurringPayments.bankAccountId })
    .from(recurringPayments)
    .innerJoin(bankAccounts, eq(bankAccounts.id, recurringPayments.bankAccountId))
    .where(and(eq(bankAccounts.userId, sql.placeholder('userId')), isNull(recurringPayments.cancelledAt)))
    .prepare('autopay_bank_accounts_of_user'),
);

bankAccountRoutes.get('/', async (c) => {
  const deps = c.get('deps');
  const { user_id } = parseQuery(c, BankAccountListQuerySchema);
  const user = await loadCustomer(deps, c.get('actor'), user_id);
  const [rows, withAutopay] = await Promise.all([liveBankAccountsOf(deps.db, user.id), autopayAccountsOf(deps.db).execute({ userId: user.id })]);
  const autopay = new Set(withAutopay.map((r) => r.bankAccountId));
  return c.json({ data: rows.map((row) => serializeBankAccount(row, autopay.has(row.id))) });
});

export const CARD_CUSTOMER_BANK_ACCOUNTS_MESSAGE = 'Customers with a card account manage their bank accounts by phone. Please call us.';

async function assertManagesBankAccounts(deps: Deps, userId: number) {
  if ((await customerFlags(deps, userId)).hasRevolver) throw forbidden(CARD_CUSTOMER_BANK_ACCOUNTS_MESSAGE);
}

type Manual = Extract<CreateBankAccountRequest, { type: 'MANUAL' }>;
type Plaid = Extract<CreateBankAccountRequest, { type: 'PLAID' }>;

function manualValues(body: Manual) {
  const input = { ...body, bank_name: body.bank_name.trim() };
  const errors = typedBankAccountProblems(input);
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

const NOT_VERIFIED = 'The bank link could not be verified.';

/** A bank link: the public token must come from a link token issued to this customer, and be unused. */
async function plaidValues(c: Context<Env>, body: Plaid, userId: number) {
  const grant = await publicTokenGrant(c.get('deps'), body.public_token, userId);
  if (!grant) throw unprocessable(NOT_VERIFIED, { public_token: [NOT_VERIFIED] });
  const values = grant.provider === 'plaid' ? plaidLinkValues(body) : standInValues(body);
  if (!(await grant.redeem())) throw unprocessable(NOT_VERIFIED, { public_token: [NOT_VERIFIED] });
  return { ...values, type: 'PLAID', plaidVerified: true };
}

/** The stand-in dialog's banks are the sandbox's own: it knows their routing numbers and balances. */
function standInValues(body: Plaid) {
  const bank = SANDBOX_BANKS.find((b) => b.institution_id === body.metadata.institution.institution_id);
  const chosen = body.metadata.accounts[0]!;
  const known = bank?.accounts.find((a) => a.id === chosen.id);
  if (!bank || !known) throw unprocessable(NOT_VERIFIED, { metadata: ['Unknown bank account.'] });
  // The provider gives the full numbers on the token exchange; the sandbox makes one ending in the mask.
  return {
    name: known.name,
    bankName: bank.name,
    accountNumber: `${String(randomInt(10_000_000, 99_999_999))}${known.mask}`,
    routingNumber: bank.routing_number,
    accountType: known.subtype === 'savings' ? 'Savings' : 'Checking',
    sufficientPlaidBalance: known.sufficient,
  };
}

/**
 * Plaid's public token: where a real lender would exchange it with Plaid and read the account's numbers
 * (Auth), the sandbox takes the account the customer chose from the metadata Link handed over. Only a
 * checking or savings account can be debited.
 */
function plaidLinkValues(body: Plaid) {
  const checked = PlaidLinkAccountRequestSchema.safeParse(body);
  if (!checked.success) throw unprocessable(checked.error.issues[0]!.message, fieldErrors(checked.error));
  const chosen = body.metadata.accounts[0]!;
  return {
    name: chosen.name.trim().slice(0, 60) || body.metadata.institution.name,
    bankName: body.metadata.institution.name.trim().slice(0, 100),
    accountNumber: `${String(randomInt(10_000_000, 99_999_999))}${chosen.mask}`,
    // Plaid's sandbox answers Auth with this routing number for its test institutions.
    routingNumber: PLAID_SANDBOX_ROUTING_NUMBER,
    accountType: checked.data.metadata.accounts[0]!.subtype === 'savings' ? 'Savings' : 'Checking',
    // A real lender would ask Plaid for the balance; the sandbox's Plaid accounts all have enough.
    sufficientPlaidBalance: true,
  };
}

bankAccountRoutes.post('/', async (c) => {
  const deps = c.get('deps');
  const body = await parseBody(c, CreateBankAccountRequestSchema);
  const user = await loadCustomer(deps, c.get('actor'), body.user_id);
  await assertManagesBankAccounts(deps, user.id);
  const values = body.type === 'MANUAL' ? manualValues(body) : await plaidValues(c, body, user.id);
  const [row] = await deps.db.insert(bankAccounts).values({ ...values, userId: user.id }).returning();
  return c.json({ data: serializeBankAccount(row!, false) }, 201);
});

bankAccountRoutes.delete('/:id', async (c) => {
  const deps = c.get('deps');
  const id = idParam(c);
  const [row] = await deps.db.select().from(bankAccounts).where(and(eq(bankAccounts.id, id), isNull(bankAccounts.deletedAt))).limit(1);
  if (!row || !canSeeCustomer(c.get('actor'), row.userId)) throw notFound('Bank account');
  await assertManagesBankAccounts(deps, row.userId);
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
