// Autopay: set up, change and cancel, every rule checked again on the server (minimum amount, start
// date window, own bank account, note on probation, no enrolment while past due), the authorization
// stored, the 72-hour / 2 AM Mountain Time cancellation cut-off with the sandbox clock, ownership 404s.
import { and, eq, isNull } from 'drizzle-orm';
import { RecurringPaymentResponseSchema } from '../../lib/contract/recurring-payments';
import { UserResponseSchema } from '../../lib/contract/users';
import { AUTOPAY_AUTHORIZATION_VERSION, AUTOPAY_MESSAGES, autopayCancelBy } from '../domain/autopay';
import { addDays } from '../../lib/common/dates';
import { bankAccounts, loanAccounts, recurringPayments } from '../db/schema';
import { databaseKind, startSandbox, type Sandbox } from './harness';

jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
afterEach(() => sb.reset());

async function persona(email: string) {
  const token = await sb.signIn(email);
  const me = UserResponseSchema.parse((await sb.request('GET', '/api/users/me', { token })).body).data;
  const applicationId = me.attributes.current_application_id!;
  const [bank] = await sb.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, me.id));
  const [loan] = await sb.database.db.select().from(loanAccounts).where(eq(loanAccounts.applicationId, applicationId));
  const [autopay] = await sb.database.db
    .select()
    .from(recurringPayments)
    .where(and(eq(recurringPayments.applicationId, applicationId), isNull(recurringPayments.cancelledAt)));
  return { token, userId: me.id, applicationId, bankId: bank?.id ?? null, loan: loan!, autopay: autopay ?? null };
}

const createBody = (applicationId: number, bankId: number | null, patch: Record<string, unknown> = {}) => ({
  recurring_payment: {
    application_id: applicationId,
    amount: 110,
    amount_extra: 0,
    start_date: addDays(sb.clock.today(), 5),
    recurrable_type: 'BankAccount',
    recurrable_id: bankId,
    notes: '',
    ...patch,
  },
  authorization_version: AUTOPAY_AUTHORIZATION_VERSION,
});

describe(`autopay (${databaseKind})`, () => {
  it('ana changes her amount: below the minimum is refused, at or above it is stored with a new authorization', async () => {
    const ana = await persona('ana@example.com');
    const update = (amount: number) => ({
      recurring_payment: { amount, amount_extra: 5, start_date: addDays(sb.clock.today(), 3), recurrable_type: 'BankAccount', recurrable_id: ana.bankId },
      authorization_version: AUTOPAY_AUTHORIZATION_VERSION,
    });
    const low = await sb.request('PUT', `/api/recurring_payments/${ana.autopay!.id}`, { token: ana.token, body: update(187.49) });
    expect(low.status).toBe(422);
    expect(low.body.errors['recurring_payment.amount']).toEqual(['Less than minimum monthly payment']);
    const ok = await sb.request('PUT', `/api/recurring_payments/${ana.autopay!.id}`, { token: ana.token, body: update(200) });
    expect(ok.status).toBe(200);
    const saved = RecurringPaymentResponseSchema.parse(ok.body).data.attributes;
    expect(saved).toMatchObject({ amount: 200, amount_extra: 5, total_amount: 205, authorization_version: AUTOPAY_AUTHORIZATION_VERSION });
    expect(saved.authorized_at).not.toBeNull();
    // the language of the authorization accepted is kept with it (English when not said).
    const [english] = await sb.database.db.select().from(recurringPayments).where(eq(recurringPayments.id, ana.autopay!.id));
    expect(english!.authorizationLanguage).toBe('en-US');
    const spanish = await sb.request('PUT', `/api/recurring_payments/${ana.autopay!.id}`, { token: ana.token, body: { ...update(200), authorization_language: 'es-US' } });
    expect(spanish.status).toBe(200);
    const [row] = await sb.database.db.select().from(recurringPayments).where(eq(recurringPayments.id, ana.autopay!.id));
    expect(row!.authorizationLanguage).toBe('es-US');
  });

  it("ana cannot have autopay take more than her payoff balance ($2,431.18): refused on the field, nothing changed", async () => {
    const ana = await persona('ana@example.com');
    expect(ana.loan.payoffBalanceCents).toBe(243_118);
    const [before] = await sb.database.db.select().from(recurringPayments).where(eq(recurringPayments.id, ana.autopay!.id));
    const update = (amount: number, extra: number) => ({
      recurring_payment: { amount, amount_extra: extra, start_date: addDays(sb.clock.today(), 3), recurrable_type: 'BankAccount', recurrable_id: ana.bankId },
      authorization_version: AUTOPAY_AUTHORIZATION_VERSION,
    });
    const put = (amount: number, extra: number) => sb.request('PUT', `/api/recurring_payments/${ana.autopay!.id}`, { token: ana.token, body: update(amount, extra) });

    const above = await put(5000, 0);
    expect(above.status).toBe(422);
    expect(above.body.errors['recurring_payment.amount']).toEqual(['The monthly amount is greater than your payoff balance of $2,431.18']);
    const extra = await put(2000, 431.19);
    expect(extra.status).toBe(422);
    expect(extra.body.errors['recurring_payment.amount_extra']).toEqual([
      'The monthly amount plus the extra amount must be at most your payoff balance of $2,431.18: the extra amount can be up to $431.18',
    ]);
    const [after] = await sb.database.db.select().from(recurringPayments).where(eq(recurringPayments.id, ana.autopay!.id));
    expect(after).toEqual(before);

    const whole = await put(2000, 431.18);
    expect(whole.status).toBe(200);
    expect(RecurringPaymentResponseSchema.parse(whole.body).data.attributes.total_amount).toBe(2431.18);
  });

  it('nia cannot set up autopay above her payoff balance either', async () => {
    const nia = await persona('nia@example.com');
    const [bank] = await sb.database.db
      .insert(bankAccounts)
      .values({ userId: nia.userId, name: 'Nia checking', bankName: 'B', accountNumber: '12345678', routingNumber: '021000021', accountType: 'Checking', type: 'MANUAL' })
      .returning();
    const payoff = nia.loan.payoffBalanceCents / 100;
    const res = await sb.request('POST', '/api/recurring_payments', { token: nia.token, body: createBody(nia.applicationId, bank!.id, { amount: payoff + 0.01 }) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['recurring_payment.amount']);
    expect(await sb.database.db.select().from(recurringPayments).where(eq(recurringPayments.applicationId, nia.applicationId))).toEqual([]);
  });

  it.each([
    [{ start_date: 'yesterday' }, 'recurring_payment.start_date'],
    [{ amount: 109.99 }, 'recurring_payment.amount'],
    [{ amount_extra: -1 }, 'recurring_payment.amount_extra'],
    [{ recurrable_id: null }, 'recurring_payment.recurrable_id'],
  ])('nia cannot set up autopay with %j (422 on %s)', async (patch, field) => {
    const nia = await persona('nia@example.com');
    const userId = nia.userId;
    const [bank] = await sb.database.db
      .insert(bankAccounts)
      .values({ userId, name: 'Nia checking', bankName: 'B', accountNumber: '12345678', routingNumber: '021000021', accountType: 'Checking', type: 'MANUAL' })
      .returning();
    const res = await sb.request('POST', '/api/recurring_payments', { token: nia.token, body: createBody(nia.applicationId, bank!.id, { amount: 124, ...patch }) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('refuses a start date after max_recurring_payment_date and a bank account of another customer', async () => {
    const nia = await persona('nia@example.com');
    const ana = await persona('ana@example.com');
    const late = await sb.request('POST', '/api/recurring_payments', {
      token: nia.token,
      body: createBody(nia.applicationId, ana.bankId, { amount: 124, start_date: addDays(nia.loan.maxRecurringPaymentDate!, 1) }),
    });
    expect(late.status).toBe(422);
    const foreign = await sb.request('POST', '/api/recurring_payments', { token: nia.token, body: createBody(nia.applicationId, ana.bankId, { amount: 124 }) });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors['recurring_payment.recurrable_id']).toEqual([AUTOPAY_MESSAGES.bankAccount]);
  });

  it('cara (on probation) needs a note for a new setup', async () => {
    const cara = await persona('cara@example.com');
    const without = await sb.request('POST', '/api/recurring_payments', { token: cara.token, body: createBody(cara.applicationId, cara.bankId) });
    expect(without.status).toBe(422);
    expect(without.body.errors['recurring_payment.notes']).toEqual([AUTOPAY_MESSAGES.noteRequired]);
    const withNote = await sb.request('POST', '/api/recurring_payments', { token: cara.token, body: createBody(cara.applicationId, cara.bankId, { notes: 'Paid from my new job' }) });
    expect(withNote.status).toBe(201);
    expect(RecurringPaymentResponseSchema.parse(withNote.body).data.attributes.notes).toBe('Paid from my new job');
    // A second setup for the same loan: refused.
    const again = await sb.request('POST', '/api/recurring_payments', { token: cara.token, body: createBody(cara.applicationId, cara.bankId, { notes: 'x' }) });
    expect(again.status).toBe(422);
  });

  it('ben (past due) cannot enrol or change autopay', async () => {
    const ben = await persona('ben@example.com');
    await sb.database.db.update(recurringPayments).set({ cancelledAt: new Date() }).where(eq(recurringPayments.applicationId, ben.applicationId));
    const res = await sb.request('POST', '/api/recurring_payments', { token: ben.token, body: createBody(ben.applicationId, ben.bankId, { amount: 156 }) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(AUTOPAY_MESSAGES.pastDue);
  });

  it('refuses an unknown authorization version', async () => {
    const cara = await persona('cara@example.com');
    const res = await sb.request('POST', '/api/recurring_payments', {
      token: cara.token,
      body: { ...createBody(cara.applicationId, cara.bankId, { notes: 'n' }), authorization_version: 'old' },
    });
    expect(res.status).toBe(422);
  });

  it("another customer's recurring payment or application is not found", async () => {
    const ana = await persona('ana@example.com');
    const nia = await persona('nia@example.com');
    const body = { recurring_payment: { amount: 500, start_date: sb.clock.today(), recurrable_type: 'BankAccount', recurrable_id: ana.bankId }, authorization_version: AUTOPAY_AUTHORIZATION_VERSION };
    expect((await sb.request('PUT', `/api/recurring_payments/${ana.autopay!.id}`, { token: nia.token, body })).status).toBe(404);
    expect((await sb.request('DELETE', `/api/recurring_payments/${ana.autopay!.id}`, { token: nia.token })).status).toBe(404);
    expect((await sb.request('POST', '/api/recurring_payments', { token: nia.token, body: createBody(ana.applicationId, ana.bankId, { amount: 200 }) })).status).toBe(404);
  });

  it('cancels only before 2 AM Mountain Time three days (72 hours) before the next debit', async () => {
    const ana = await persona('ana@example.com');
    const deadline = autopayCancelBy(ana.autopay!.nextTransactionDate);
    // One minute after the cut-off: refused with the reason.
    sb.clock.advance(deadline.getTime() + 60_000 - sb.clock.now().getTime());
    // (a session does not last that long: sign in again at the new time)
    const token = await sb.signIn('ana@example.com');
    const late = await sb.request('DELETE', `/api/recurring_payments/${ana.autopay!.id}`, { token });
    expect(late.status).toBe(422);
    expect(late.body.message).toContain('72 hours notice');
    // One minute before it: cancelled.
    sb.clock.advance(-120_000);
    const ok = await sb.request('DELETE', `/api/recurring_payments/${ana.autopay!.id}`, { token });
    expect(ok.status).toBe(200);
    expect(RecurringPaymentResponseSchema.parse(ok.body).data.attributes.cancelled_at).not.toBeNull();
    // Cancelled: gone, and the account may now be removed.
    expect((await sb.request('DELETE', `/api/recurring_payments/${ana.autopay!.id}`, { token })).status).toBe(404);
    expect((await sb.request('DELETE', `/api/bank_accounts/${ana.bankId}`, { token })).status).toBe(200);
  });

  it('staff may set up autopay on behalf of a customer', async () => {
    const cara = await persona('cara@example.com');
    const staff = await sb.signIn('care@example.com');
    const res = await sb.request('POST', '/api/recurring_payments', { token: staff, body: createBody(cara.applicationId, cara.bankId, { notes: 'By phone' }) });
    expect(res.status).toBe(201);
  });
});
