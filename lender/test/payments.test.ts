// One-time payments: exactly once per Idempotency-Key (on PGlite and on PostgreSQL), every rule checked
// again on the server, ownership, probation and sold-off refusals, cancelling a scheduled payment, the
// bank-account list, and the card processor hand-off through the stand-in processor.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { BankAccountListResponseSchema } from '../../lib/contract/bank-accounts';
import { SpeedpayDataSchema } from '../../lib/contract/speedpay';
import { CreateTransactionResponseSchema, TransactionListResponseSchema, TransactionResponseSchema } from '../../lib/contract/transactions';
import { UserResponseSchema } from '../../lib/contract/users';
import { ACH_AUTHORIZATION_VERSION } from '../domain/payments';
import { cancelDeadlineDay, tooLateToCancelMessage } from '../domain/business-days';
import { addDays } from '../../lib/common/dates';
import { PROBATION_MESSAGE, SOLD_OFF_MESSAGE } from '../domain/payments';
import { ABANDONED_CLAIM_MS, IDEMPOTENCY_TTL_MS } from '../domain/idempotency';
import { bankAccounts, idempotencyKeys, recurringPayments, transactions } from '../db/schema';
import { databaseKind, fromAddress, startSandbox, type Sandbox } from './harness';

// Resets reseed the whole database; a loaded machine needs more than the default 5 s.
jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

interface Persona {
  token: string;
  userId: number;
  applicationId: number;
  bankAccountId: number | null;
}

async function persona(email: string): Promise<Persona> {
  const token = await sb.signIn(email);
  const me = UserResponseSchema.parse((await sb.request('GET', '/api/users/me', { token })).body).data;
  const [bank] = await sb.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, me.id));
  return { token, userId: me.id, applicationId: me.attributes.current_application_id!, bankAccountId: bank?.id ?? null };
}

const today = () => sb.clock.today();

function paymentBody(p: Persona, overrides: { amount?: number; date?: string; bankAccountId?: number; authorized?: boolean; terms?: string; allowDuplicate?: boolean } = {}) {
  return {
    application_id: p.applicationId,
    transaction: {
      amount: overrides.amount ?? 25,
      future_effective_at: overrides.date ?? today(),
      authorized: overrides.authorized ?? true,
      transactable_type: 'BankAccount',
      transactable_id: overrides.bankAccountId ?? p.bankAccountId!,
      active: true,
    },
    terms_version: overrides.terms ?? ACH_AUTHORIZATION_VERSION,
    ...(overrides.allowDuplicate !== undefined ? { allow_duplicate: overrides.allowDuplicate } : {}),
  };
}

const pay = (p: Persona, body: unknown, key: string | null = randomUUID(), extraHeaders: Record<string, string> = {}) =>
  sb.request('POST', '/api/transactions', { token: p.token, body, headers: { ...(key ? { 'idempotency-key': key } : {}), ...extraHeaders } });

const rowsOf = (applicationId: number) => sb.database.db.select().from(transactions).where(eq(transactions.applicationId, applicationId));

/** Moves the sandbox clock forward an hour at a time until its Mountain Time date is `day`. */
function advanceTo(day: string) {
  while (today() < day) sb.clock.advance(60 * 60 * 1000);
}

describe(`POST /api/transactions on ${databaseKind}`, () => {
  beforeAll(() => sb.reset());

  it('keeps which authorization was accepted: the Spanish translation beside the binding English', async () => {
    const ana = await persona('ana@example.com');
    const res = await pay(ana, { ...paymentBody(ana, { amount: 12 }), terms_language: 'es-US' });
    expect(res.status).toBe(201);
    const [row] = await sb.database.db.select().from(transactions).where(eq(transactions.id, res.body.id));
    expect(row).toMatchObject({ termsVersion: ACH_AUTHORIZATION_VERSION, termsLanguage: 'es-US' });
    const refused = await pay(ana, { ...paymentBody(ana, { amount: 13 }), terms_language: 'fr-FR' });
    expect(refused.status).toBe(422);
  });

  it('records a bank payment with the accepted terms (version, time, IP) and answers the thanks page', async () => {
    const ana = await persona('ana@example.com');
    const res = await pay(ana, paymentBody(ana, { amount: 42.5 }), randomUUID(), fromAddress('203.0.113.7'));
    expect(res.status).toBe(201);
    const answer = CreateTransactionResponseSchema.parse(res.body);
    expect(answer).toMatchObject({ amount: 42.5, future_effective_at: today() });
    expect(answer.redirect_url).toBe(`/ui/customers/${ana.userId}/applications/${ana.applicationId}/payments/${answer.id}/thanks`);

    const [row] = await sb.database.db.select().from(transactions).where(eq(transactions.id, answer.id!));
    expect(row).toMatchObject({
      amountCents: 4250,
      transactableType: 'BankAccount',
      transactableId: ana.bankAccountId,
      termsVersion: ACH_AUTHORIZATION_VERSION,
      // Without terms_language (a lender client that knows nothing of the language extension): the English text.
      termsLanguage: 'en-US',
      termsIp: '203.0.113.7',
      createdBy: ana.userId,
      authorized: true,
    });
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row!.transactableName).toMatch(/••••6789$/);

    const one = TransactionResponseSchema.parse((await sb.request('GET', `/api/transactions/${answer.id}`, { token: ana.token })).body).data;
    expect(one.attributes).toMatchObject({ amount: 42.5, future_effective_at: today(), status: 'pending', cancellable: false });
  });

  it('fires 10 identical requests at once with one key and records exactly one transaction', async () => {
    const ana = await persona('ana@example.com');
    const before = (await rowsOf(ana.applicationId)).length;
    const key = randomUUID();
    const body = paymentBody(ana, { amount: 77.77, date: addDays(today(), 3) });
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(ana, body, key)));

    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
    for (const busy of answers.filter((a) => a.status === 409)) expect(busy.headers.get('retry-after')).toBe('1');

    const rows = await rowsOf(ana.applicationId);
    expect(rows.length).toBe(before + 1);
    expect(rows.filter((r) => r.amountCents === 7777)).toHaveLength(1);

    // Later, the same key and body replay the first answer; nothing new is written.
    const replay = await pay(ana, body, key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(created[0]!.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await rowsOf(ana.applicationId)).length).toBe(before + 1);

    // The same key with another amount is refused.
    const other = await pay(ana, paymentBody(ana, { amount: 77.78, date: addDays(today(), 3) }), key);
    expect(other.status).toBe(422);
    expect(other.body.errors.idempotency_key).toBeDefined();
    expect((await rowsOf(ana.applicationId)).length).toBe(before + 1);
  });

  it('serializes payments of one loan: identical payments under different keys make one, the rest are duplicates', async () => {
    const ana = await persona('ana@example.com');
    const before = (await rowsOf(ana.applicationId)).length;
    const body = paymentBody(ana, { amount: 66.06, date: addDays(today(), 4) });
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(ana, body)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const dup of answers.filter((a) => a.status !== 201)) {
      expect(dup.status).toBe(422);
      expect(dup.body.errors.duplicate).toEqual(['A payment of $66.06 for ' + usDate(addDays(today(), 4)) + ' already exists.']);
    }
    expect((await rowsOf(ana.applicationId)).length).toBe(before + 1);
    // Confirmed as wanted, the second identical payment is made.
    const again = await pay(ana, { ...body, allow_duplicate: true });
    expect(again.status).toBe(201);
  });

  it('requires an Idempotency-Key', async () => {
    const ana = await persona('ana@example.com');
    for (const key of [null, 'short', 'has spaces in it', 'x'.repeat(101)]) {
      const res = await pay(ana, paymentBody(ana), key);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Idempotency-Key/);
    }
  });

  it('answers 409 while the first request with a key is in flight, and lets an abandoned claim be taken over', async () => {
    const ana = await persona('ana@example.com');
    const key = randomUUID();
    const body = paymentBody(ana, { amount: 12.34, date: addDays(today(), 5) });
    const { requestHash } = await import('../domain/idempotency');
    await sb.database.db.insert(idempotencyKeys).values({ userId: ana.userId, key, requestHash: requestHash('POST /api/transactions', body), createdAt: sb.clock.now() });
    const busy = await pay(ana, body, key);
    expect(busy.status).toBe(409);
    expect(busy.headers.get('retry-after')).toBe('1');

    sb.clock.advance(ABANDONED_CLAIM_MS + 1000);
    const token = await sb.signIn('ana@example.com');
    const taken = await pay({ ...ana, token }, body, key);
    expect(taken.status).toBe(201);
    sb.clock.reset();
  });

  it('releases the key of a refused request, so the corrected form can use it', async () => {
    const ana = await persona('ana@example.com');
    const key = randomUUID();
    expect((await pay(ana, paymentBody(ana, { amount: 999999 }), key)).status).toBe(422);
    const fixed = await pay(ana, paymentBody(ana, { amount: 13.57, date: addDays(today(), 6) }), key);
    expect(fixed.status).toBe(201);
  });

  it('keeps an answer 24 hours; after that the key is new again', async () => {
    const ana = await persona('ana@example.com');
    const key = randomUUID();
    const body = paymentBody(ana, { amount: 24.24, date: addDays(today(), 7), allowDuplicate: true });
    const first = await pay(ana, body, key);
    expect(first.status).toBe(201);
    sb.clock.advance(IDEMPOTENCY_TTL_MS - 60_000);
    let token = await sb.signIn('ana@example.com');
    const replay = await pay({ ...ana, token }, body, key);
    expect(replay.body.id).toBe(first.body.id);
    sb.clock.advance(2 * 60_000);
    token = await sb.signIn('ana@example.com');
    const fresh = await pay({ ...ana, token }, body, key);
    expect(fresh.status).toBe(201);
    expect(fresh.body.id).not.toBe(first.body.id);
    sb.clock.reset();
  });
});

function usDate(iso: string) {
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

describe('the server checks every rule again', () => {
  beforeAll(() => sb.reset());

  it.each([
    ['an amount of 0', { amount: 0 }, 'transaction.amount', 'Must be greater than $0'],
    ['a negative amount', { amount: -5 }, 'transaction.amount', 'Must be greater than $0'],
    ['three decimals', { amount: 10.123 }, 'transaction.amount', 'Payment amount must be a whole number or contain a decimal value.'],
    ['more than the payoff balance', { amount: 2431.19 }, 'transaction.amount', 'The amount is greater than your payoff balance of $2,431.18'],
    ['a date before today', { date: 'yesterday' }, 'transaction.future_effective_at', /cannot be before today/],
    ['a date after max_single_payment_date', { date: 'late' }, 'transaction.future_effective_at', /cannot be after/],
    ['no accepted authorization', { authorized: false }, 'transaction.authorized', 'You must accept the payment authorization.'],
    ['an old authorization text', { terms: 'ach-one-time-1999' }, 'terms_version', /authorization has changed/],
  ] as const)('refuses %s with 422', async (_what, change, field, message) => {
    const ana = await persona('ana@example.com');
    const before = (await rowsOf(ana.applicationId)).length;
    const date = 'date' in change ? (change.date === 'yesterday' ? addDays(today(), -1) : addDays(today(), 31)) : undefined;
    const res = await pay(ana, paymentBody(ana, { ...change, date } as Parameters<typeof paymentBody>[1]));
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect((await rowsOf(ana.applicationId)).length).toBe(before);
  });

  it("accepts exactly the payoff balance (less autopay's next debit) and the last allowed date", async () => {
    const ana = await persona('ana@example.com');
    const res = await pay(ana, paymentBody(ana, { amount: 2431.18 - 187.5, date: addDays(today(), 30) }));
    expect(res.status).toBe(201);
    // Cancelled again: the payments the next tests make would go past the payoff balance.
    await sb.database.db.update(transactions).set({ cancelledAt: new Date() }).where(eq(transactions.id, res.body.id));
  });

  it('refuses a debit card payment made through the bank endpoint, and a malformed body, never a 500', async () => {
    const ana = await persona('ana@example.com');
    const card = paymentBody(ana);
    expect((await pay(ana, { ...card, transaction: { ...card.transaction, transactable_type: 'DebitCard' } })).status).toBe(422);
    expect((await pay(ana, { ...card, transaction: { ...card.transaction, amount: '25' } })).status).toBe(422);
    const raw = await sb.request('POST', '/api/transactions', { token: ana.token, raw: '{nope', headers: { 'idempotency-key': randomUUID(), 'content-type': 'application/json' } });
    expect(raw.status).toBe(422);
  });

  it('refuses a removed bank account', async () => {
    const ana = await persona('ana@example.com');
    await sb.database.db.update(bankAccounts).set({ deletedAt: new Date() }).where(eq(bankAccounts.id, ana.bankAccountId!));
    const res = await pay(ana, paymentBody(ana));
    expect(res.status).toBe(422);
    expect(res.body.errors['transaction.transactable_id']).toEqual(['This bank account was removed. Choose another one.']);
    await sb.database.db.update(bankAccounts).set({ deletedAt: null }).where(eq(bankAccounts.id, ana.bankAccountId!));
  });

  it('refuses a bank payment on payment probation (cara)', async () => {
    const cara = await persona('cara@example.com');
    const res = await pay(cara, paymentBody(cara));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(PROBATION_MESSAGE);
    expect(await rowsOf(cara.applicationId)).toHaveLength(0);
  });

  it('refuses any payment on a sold-off loan (dan), and its card hand-off', async () => {
    const dan = await persona('dan@example.com');
    const ana = await persona('ana@example.com');
    const res = await pay(dan, paymentBody(dan, { bankAccountId: ana.bankAccountId! }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(SOLD_OFF_MESSAGE);
    const card = await sb.request('GET', `/api/applications/${dan.applicationId}/speedpay_data?return_url=http://localhost:3000`, { token: dan.token });
    expect(card.status).toBe(422);
    expect(await rowsOf(dan.applicationId)).toHaveLength(0);
  });
});

describe('ownership', () => {
  beforeAll(() => sb.reset());

  it("answers 404 for another customer's application, bank account and transactions", async () => {
    const ana = await persona('ana@example.com');
    const ben = await persona('ben@example.com');
    expect((await pay(ana, paymentBody(ben))).status).toBe(404);
    expect((await pay(ana, paymentBody(ana, { bankAccountId: ben.bankAccountId! }))).status).toBe(404);

    const benPayment = await pay(ben, paymentBody(ben, { amount: 20, date: addDays(today(), 10) }));
    expect(benPayment.status).toBe(201);
    const id = benPayment.body.id;
    for (const [method, path] of [
      ['GET', `/api/transactions/${id}`],
      ['DELETE', `/api/transactions/${id}`],
      ['GET', `/api/transactions?application_id=${ben.applicationId}`],
      ['GET', `/api/applications/${ben.applicationId}/speedpay_data?return_url=http://localhost:3000`],
      ['GET', `/api/bank_accounts?user_id=${ben.userId}`],
    ] as const) {
      const res = await sb.request(method, path, { token: ana.token });
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    // Nothing of ben's changed.
    const [row] = await sb.database.db.select().from(transactions).where(eq(transactions.id, id));
    expect(row!.cancelledAt).toBeNull();
  });

  it.each(['0', 'abc', '99999999999'])('answers 404 for the transaction id %s, never a 500', async (id) => {
    const ana = await persona('ana@example.com');
    expect((await sb.request('GET', `/api/transactions/${id}`, { token: ana.token })).status).toBe(404);
    expect((await sb.request('DELETE', `/api/transactions/${id}`, { token: ana.token })).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await sb.request('POST', '/api/transactions', { body: {} })).status).toBe(401);
    expect((await sb.request('GET', '/api/bank_accounts?user_id=1')).status).toBe(401);
  });

  it("lets staff pay on the customer's behalf, recorded as made by them", async () => {
    const ana = await persona('ana@example.com');
    const care = await persona('care@example.com');
    const res = await pay({ ...ana, token: care.token }, paymentBody(ana, { amount: 31, date: addDays(today(), 2) }));
    expect(res.status).toBe(201);
    const [row] = await sb.database.db.select().from(transactions).where(eq(transactions.id, res.body.id));
    expect(row!.createdBy).toBe(care.userId);
  });
});

describe('GET /api/transactions and the duplicate check', () => {
  beforeAll(() => sb.reset());

  it("lists the application's payments, newest first", async () => {
    const ana = await persona('ana@example.com');
    await pay(ana, paymentBody(ana, { amount: 10, date: addDays(today(), 1) }));
    await pay(ana, paymentBody(ana, { amount: 11, date: addDays(today(), 2) }));
    const res = await sb.request('GET', `/api/transactions?application_id=${ana.applicationId}`, { token: ana.token });
    const list = TransactionListResponseSchema.parse(res.body).data;
    expect(list.map((t) => t.attributes.amount)).toEqual([11, 10]);
    expect(list[0]!.attributes).toMatchObject({ status: 'scheduled', transactable_type: 'BankAccount' });
    expect((await sb.request('GET', '/api/transactions?application_id=abc', { token: ana.token })).status).toBe(422);
  });

  it('refuses the same amount and date again unless the customer confirms it', async () => {
    const ana = await persona('ana@example.com');
    const body = paymentBody(ana, { amount: 10, date: addDays(today(), 1) });
    const dup = await pay(ana, body);
    expect(dup.status).toBe(422);
    expect(dup.body.errors.duplicate).toBeDefined();
    expect((await pay(ana, { ...body, allow_duplicate: true })).status).toBe(201);
  });
});

describe('cancelling a scheduled payment: up to one business day before its date (Mountain Time)', () => {
  beforeEach(() => sb.reset());

  it('cancels a scheduled payment once; the cancelled payment leaves pending_payments', async () => {
    const ana = await persona('ana@example.com');
    const date = addDays(today(), 10);
    const created = await pay(ana, paymentBody(ana, { amount: 55, date }));
    const id = created.body.id;
    const listed = await sb.request('GET', `/api/applications/${ana.applicationId}`, { token: ana.token });
    expect(listed.body.data.attributes.pending_payments.map((p: { id: number }) => p.id)).toContain(id);

    const res = await sb.request('DELETE', `/api/transactions/${id}`, { token: ana.token });
    expect(res.status).toBe(200);
    expect(TransactionResponseSchema.parse(res.body).data.attributes).toMatchObject({ status: 'cancelled', cancellable: false });
    const again = await sb.request('DELETE', `/api/transactions/${id}`, { token: ana.token });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This payment was already cancelled.');
    const after = await sb.request('GET', `/api/applications/${ana.applicationId}`, { token: ana.token });
    expect(after.body.data.attributes.pending_payments.map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it('allows it through the last business day before, and refuses it from the next day with the reason', async () => {
    const ana = await persona('ana@example.com');
    const date = addDays(today(), 10);
    const first = (await pay(ana, paymentBody(ana, { amount: 56, date }))).body.id;
    const second = (await pay(ana, paymentBody(ana, { amount: 57, date }))).body.id;
    const last = cancelDeadlineDay(date);

    advanceTo(last);
    let token = await sb.signIn('ana@example.com');
    const onTime = await sb.request('GET', `/api/transactions/${first}`, { token });
    expect(onTime.body.data.attributes).toMatchObject({ cancellable: true, last_cancel_date: last });
    expect((await sb.request('DELETE', `/api/transactions/${first}`, { token })).status).toBe(200);

    advanceTo(addDays(last, 1));
    token = await sb.signIn('ana@example.com');
    const late = await sb.request('DELETE', `/api/transactions/${second}`, { token });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(tooLateToCancelMessage(date));
    const [row] = await sb.database.db.select().from(transactions).where(eq(transactions.id, second));
    expect(row!.cancelledAt).toBeNull();
  });

  it('refuses to cancel a payment dated today and a debit card payment', async () => {
    const ana = await persona('ana@example.com');
    const todays = (await pay(ana, paymentBody(ana, { amount: 58 }))).body.id;
    const res = await sb.request('DELETE', `/api/transactions/${todays}`, { token: ana.token });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/up to one business day before/);

    const [card] = await sb.database.db
      .insert(transactions)
      .values({ applicationId: ana.applicationId, transactableType: 'DebitCard', amountCents: 100, futureEffectiveAt: addDays(today(), 5), authorized: true })
      .returning();
    const refused = await sb.request('DELETE', `/api/transactions/${card!.id}`, { token: ana.token });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/Debit card payments cannot be cancelled online/);
  });
});

describe('GET /api/bank_accounts', () => {
  beforeAll(() => sb.reset());

  it('lists the customer’s accounts with the account number as its last 4 digits only', async () => {
    const ana = await persona('ana@example.com');
    const res = await sb.request('GET', `/api/bank_accounts?user_id=${ana.userId}`, { token: ana.token });
    expect(res.status).toBe(200);
    const [account, ...rest] = BankAccountListResponseSchema.parse(res.body).data;
    expect(rest).toHaveLength(0);
    expect(account!.attributes).toMatchObject({
      name: 'Ana checking',
      account_number: '••••6789',
      account_number_last4: '6789',
      account_type: 'Checking',
      active_recurring_payment: true,
    });
    expect(JSON.stringify(res.body)).not.toContain('123456789');
  });

  it('leaves removed accounts out, lets staff read, and refuses a bad user id', async () => {
    const nia = await persona('nia@example.com');
    expect((await sb.request('GET', `/api/bank_accounts?user_id=${nia.userId}`, { token: nia.token })).body.data).toEqual([]);
    const ana = await persona('ana@example.com');
    const care = await sb.signIn('care@example.com');
    expect((await sb.request('GET', `/api/bank_accounts?user_id=${ana.userId}`, { token: care })).body.data).toHaveLength(1);
    await sb.database.db.update(bankAccounts).set({ deletedAt: new Date() }).where(eq(bankAccounts.userId, ana.userId));
    expect((await sb.request('GET', `/api/bank_accounts?user_id=${ana.userId}`, { token: ana.token })).body.data).toEqual([]);
    expect((await sb.request('GET', '/api/bank_accounts?user_id=x', { token: ana.token })).status).toBe(422);
    expect((await sb.request('GET', '/api/bank_accounts', { token: ana.token })).status).toBe(422);
  });
});

describe('the debit card hand-off and the stand-in processor', () => {
  beforeAll(() => sb.reset());

  const form = (fields: Record<string, string>) => ({
    raw: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

  async function handOff(email: string) {
    const p = await persona(email);
    const res = await sb.request('GET', `/api/applications/${p.applicationId}/speedpay_data?return_url=${encodeURIComponent('http://localhost:3104/anything')}`, { token: p.token });
    expect(res.status).toBe(200);
    return { p, data: SpeedpayDataSchema.parse(res.body) };
  }

  const card = { amount: '110.00', card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', zip: '80202' };

  it('answers url, encrypted_data and iv; the context is unreadable without the key', async () => {
    const { data } = await handOff('cara@example.com');
    expect(new URL(data.url).pathname).toBe('/sandbox-processor/pay');
    expect(Buffer.from(data.encrypted_data, 'base64').toString('latin1')).not.toContain('cara');
    expect((await sb.request('GET', `/api/applications/1/speedpay_data`, { token: await sb.signIn('cara@example.com') })).status).not.toBe(200);
  });

  it('shows a card form for a valid hand-off, and refuses a tampered one', async () => {
    const { data } = await handOff('cara@example.com');
    const page = await sb.request('POST', '/sandbox-processor/pay', form({ encrypted_data: data.encrypted_data, iv: data.iv }));
    expect(page.status).toBe(200);
    expect(page.body).toContain('Pay by debit card');
    expect(page.body).toContain('Cara Castillo');
    expect(page.body).toContain('.row>div'); // its style sheet is not HTML-escaped
    const bytes = Buffer.from(data.encrypted_data, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    const tampered = await sb.request('POST', '/sandbox-processor/pay', form({ encrypted_data: bytes.toString('base64'), iv: data.iv }));
    expect(tampered.status).toBe(400);
    expect(tampered.body).toContain('not valid or has expired');
  });

  it('records one DebitCard payment for the test card, even when the form is sent twice, and returns to the thanks page', async () => {
    const { p, data } = await handOff('cara@example.com');
    const first = await sb.request('POST', '/sandbox-processor/charge', form({ encrypted_data: data.encrypted_data, iv: data.iv, ...card }));
    expect(first.status).toBe(303);
    const location = first.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^http://localhost:3104/ui/customers/${p.userId}/applications/${p.applicationId}/payments/\\d+/thanks$`));
    const twice = await sb.request('POST', '/sandbox-processor/charge', form({ encrypted_data: data.encrypted_data, iv: data.iv, ...card }));
    expect(twice.headers.get('location')).toBe(location);

    const rows = await sb.database.db.select().from(transactions).where(and(eq(transactions.applicationId, p.applicationId), eq(transactions.transactableType, 'DebitCard')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 11000, futureEffectiveAt: today(), transactableName: 'Debit card ending 4242' });
  });

  it('sends a declined card to the error page and re-shows the form for invalid input', async () => {
    const { p, data } = await handOff('ana@example.com');
    const declined = await sb.request('POST', '/sandbox-processor/charge', form({ encrypted_data: data.encrypted_data, iv: data.iv, ...card, card_number: '4000000000000002' }));
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`http://localhost:3104/ui/customers/${p.userId}/applications/${p.applicationId}/payments/error`);
    const bad = await sb.request('POST', '/sandbox-processor/charge', form({ encrypted_data: data.encrypted_data, iv: data.iv, ...card, card_number: '1234', amount: '99999' }));
    expect(bad.status).toBe(422);
    expect(bad.body).toContain('Enter a valid card number.');
    expect(bad.body).toContain('greater than your payoff balance');
    expect((await rowsOf(p.applicationId)).filter((r) => r.transactableType === 'DebitCard')).toHaveLength(0);
  });

  it('answers 422 without a valid return_url', async () => {
    const ana = await persona('ana@example.com');
    for (const q of ['', '?return_url=javascript:alert(1)', '?return_url=not-a-url']) {
      expect((await sb.request('GET', `/api/applications/${ana.applicationId}/speedpay_data${q}`, { token: ana.token })).status).toBe(422);
    }
  });
});

describe('payments together never go past the payoff balance', () => {
  beforeEach(() => sb.reset());

  it('three payoff-sized payments on three future dates: only the first is accepted', async () => {
    const ana = await persona('ana@example.com');
    // Without autopay, the whole payoff balance may be scheduled once.
    await sb.database.db.update(recurringPayments).set({ cancelledAt: new Date() }).where(eq(recurringPayments.applicationId, ana.applicationId));
    const statuses: number[] = [];
    const bodies: { errors?: Record<string, string[]> }[] = [];
    for (const days of [3, 6, 9]) {
      const res = await pay(ana, paymentBody(ana, { amount: 2431.18, date: addDays(today(), days) }));
      statuses.push(res.status);
      bodies.push(res.body);
    }
    expect(statuses).toEqual([201, 422, 422]);
    // Each is checked against the payoff on its own day: today's $2,431.18 plus a per-diem of $1.66 a day
    // (243,118 cents × 24.99% ÷ 365), so six days out only $9.96 is left.
    expect(bodies[1]!.errors!['transaction.amount']).toEqual([
      'The amount is greater than what is left of your payoff balance: $2,431.18 of $2,441.14 is already scheduled, so you can pay up to $9.96.',
    ]);
    const live = (await rowsOf(ana.applicationId)).filter((t) => !t.cancelledAt && t.futureEffectiveAt! >= today());
    expect(live.reduce((sum, t) => sum + t.amountCents, 0)).toBe(243118);
  });

  it("counts autopay's next debit, and says what is left", async () => {
    const ana = await persona('ana@example.com');
    const first = await pay(ana, paymentBody(ana, { amount: 1000, date: addDays(today(), 2) }));
    expect(first.status).toBe(201);
    const over = await pay(ana, paymentBody(ana, { amount: 1300, date: addDays(today(), 4) }));
    expect(over.status).toBe(422);
    // The payoff four days out: $2,431.18 and four per-diems of $1.66.
    expect(over.body.errors['transaction.amount']).toEqual([
      'The amount is greater than what is left of your payoff balance: $1,187.50 of $2,437.82 is already scheduled, so you can pay up to $1,250.32.',
    ]);
    expect((await pay(ana, paymentBody(ana, { amount: 1250.33, date: addDays(today(), 4) }))).status).toBe(422);
    expect((await pay(ana, paymentBody(ana, { amount: 1250.32, date: addDays(today(), 4) }))).status).toBe(201);
  });

  it('a cancelled payment no longer counts', async () => {
    const ana = await persona('ana@example.com');
    const first = await pay(ana, paymentBody(ana, { amount: 2000, date: addDays(today(), 20) }));
    expect(first.status).toBe(201);
    expect((await pay(ana, paymentBody(ana, { amount: 2000, date: addDays(today(), 21) }))).status).toBe(422);
    expect((await sb.request('DELETE', `/api/transactions/${first.body.id}`, { token: ana.token })).status).toBe(200);
    expect((await pay(ana, paymentBody(ana, { amount: 2000, date: addDays(today(), 21) }))).status).toBe(201);
  });

  it('concurrent payoff-sized payments: one is accepted', async () => {
    const ana = await persona('ana@example.com');
    await sb.database.db.update(recurringPayments).set({ cancelledAt: new Date() }).where(eq(recurringPayments.applicationId, ana.applicationId));
    const results = await Promise.all([3, 4, 5, 6, 7].map((days) => pay(ana, paymentBody(ana, { amount: 2431.18, date: addDays(today(), days) }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
  });
});
