// The borrower's self-service calls: the repayment schedule and the payoff quote for a date (and its letter),
// each scoped to the loan's owner, each refusal a message by its field, and both left out of a lender that
// sends only what the spec names.
import { LoanAccountResponseSchema } from '../../lib/contract/loan-accounts';
import { PayoffQuoteResponseSchema, RepaymentScheduleResponseSchema } from '../../lib/contract/self-service';
import { PAYOFF_QUOTE_MESSAGES } from '../../lib/contract/limits';
import { UserResponseSchema } from '../../lib/contract/users';
import { addDays } from '../../lib/common/dates';
import { dollarsToCents } from '../../lib/common/money';
import { randomUUID } from 'node:crypto';
import { startSandbox, type Sandbox } from './harness';
import { ACH_AUTHORIZATION_VERSION } from '../domain/payments';
import { pdfText } from './pdf-text';
import { stripExtensions } from '../../lib/contract/wire-walk';

jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const persona = async (name: string) => {
  const token = await sb.signIn(`${name}@example.com`);
  const user = UserResponseSchema.parse((await sb.request('GET', '/api/users/me', { token })).body).data;
  const appId = user.attributes.current_application_id!;
  const account = LoanAccountResponseSchema.parse((await sb.request('GET', `/api/loan_accounts/${appId}`, { token })).body).data.attributes;
  return { token, appId, account };
};

describe('GET /api/loan_accounts/{applicationId}/repayment_schedule', () => {
  it("agrees with ana's loan account: the next due date, the monthly payment, principal adding up to the payoff", async () => {
    const ana = await persona('ana');
    const res = await sb.request('GET', `/api/loan_accounts/${ana.appId}/repayment_schedule`, { token: ana.token });
    expect(res.status).toBe(200);
    const { installments, apr } = RepaymentScheduleResponseSchema.parse(res.body).data!;
    expect(apr).toBe(24.99);
    const past = installments.filter((i) => ['paid', 'returned', 'late'].includes(i.status));
    const coming = installments.filter((i) => i.status === 'due' || i.status === 'scheduled');
    // Her history: seven payments (one returned); the child row of the split payment is not an installment.
    expect(past.map((i) => i.status)).toEqual(['paid', 'paid', 'returned', 'paid', 'paid', 'paid', 'paid']);
    expect(coming[0]).toMatchObject({ status: 'due', due_date: ana.account.current_due_date, amount: ana.account.monthly_payment });
    expect(coming.slice(0, -1).every((i) => i.amount === ana.account.monthly_payment)).toBe(true);
    const principal = coming.reduce((sum, i) => sum + dollarsToCents(i.principal!), 0);
    expect(principal).toBe(dollarsToCents(ana.account.payoff_balance));
    expect(coming.at(-1)!.balance_after).toBe(0);
    expect(installments.map((i) => i.number)).toEqual(installments.map((_, n) => n + 1));
  });

  it('?coming=N answers only the next N still to pay, numbered as in the whole schedule (ben, past due: after his late row)', async () => {
    for (const who of ['ana', 'ben'] as const) {
      const p = await persona(who);
      const path = `/api/loan_accounts/${p.appId}/repayment_schedule`;
      const whole = RepaymentScheduleResponseSchema.parse((await sb.request('GET', path, { token: p.token })).body).data!;
      const next = RepaymentScheduleResponseSchema.parse((await sb.request('GET', `${path}?coming=3`, { token: p.token })).body).data!;
      expect(next.apr).toBe(whole.apr);
      expect(next.installments).toEqual(whole.installments.filter((i) => i.status === 'due' || i.status === 'scheduled').slice(0, 3));
    }
  });

  it.each(['0', '13', 'three', '2.5'])('refuses ?coming=%s (422), whatever the loan', async (coming) => {
    const ana = await persona('ana');
    expect((await sb.request('GET', `/api/loan_accounts/${ana.appId}/repayment_schedule?coming=${coming}`, { token: ana.token })).status).toBe(422);
  });

  it("marks ben's missed installment late", async () => {
    const ben = await persona('ben');
    const { installments } = RepaymentScheduleResponseSchema.parse((await sb.request('GET', `/api/loan_accounts/${ben.appId}/repayment_schedule`, { token: ben.token })).body).data!;
    const late = installments.find((i) => i.status === 'late');
    expect(late).toMatchObject({ amount: ben.account.past_due_balance, due_date: addDays(sb.clock.today(), -ben.account.days_past_due) });
  });

  it("answers 404 for another customer's loan and for none", async () => {
    const [ana, ben] = await Promise.all([persona('ana'), persona('ben')]);
    expect((await sb.request('GET', `/api/loan_accounts/${ben.appId}/repayment_schedule`, { token: ana.token })).status).toBe(404);
    expect((await sb.request('GET', '/api/loan_accounts/99999999/repayment_schedule', { token: ana.token })).status).toBe(404);
    expect((await sb.request('GET', `/api/loan_accounts/${ana.appId}/repayment_schedule`)).status).toBe(401);
  });
});

describe('GET /api/loan_accounts/{applicationId}/payoff_quote?date=', () => {
  it("ten days out is today's payoff plus ten times the per-diem, to the cent", async () => {
    const ana = await persona('ana');
    const date = addDays(sb.clock.today(), 10);
    const res = await sb.request('GET', `/api/loan_accounts/${ana.appId}/payoff_quote?date=${date}`, { token: ana.token });
    expect(res.status).toBe(200);
    const quote = PayoffQuoteResponseSchema.parse(res.body).data!;
    expect(quote).toMatchObject({ payoff_date: date, good_through: date, payoff_balance_today: ana.account.payoff_balance });
    // 243,118 cents × 24.99% ÷ 365 = 166.45… cents a day.
    expect(quote.per_diem).toBe(1.66);
    expect(dollarsToCents(quote.payoff_amount)).toBe(dollarsToCents(ana.account.payoff_balance) + 10 * dollarsToCents(quote.per_diem));
  });

  it.each([
    ['', PAYOFF_QUOTE_MESSAGES.dateRequired],
    ['tomorrow', PAYOFF_QUOTE_MESSAGES.dateRequired],
    ['2026-02-30', PAYOFF_QUOTE_MESSAGES.dateRequired],
    [-1, PAYOFF_QUOTE_MESSAGES.beforeToday],
    [31, PAYOFF_QUOTE_MESSAGES.afterLast],
  ])('refuses %j with its message by the date', async (date, message) => {
    const ana = await persona('ana');
    const day = typeof date === 'number' ? addDays(sb.clock.today(), date) : date;
    const res = await sb.request('GET', `/api/loan_accounts/${ana.appId}/payoff_quote?date=${encodeURIComponent(day)}`, { token: ana.token });
    expect(res.status).toBe(422);
    expect(res.body.errors.date).toEqual([message]);
  });

  it('quotes nothing for a sold loan, and nothing of another customer', async () => {
    const [ana, dan] = await Promise.all([persona('ana'), persona('dan')]);
    const date = addDays(sb.clock.today(), 1);
    const sold = await sb.request('GET', `/api/loan_accounts/${dan.appId}/payoff_quote?date=${date}`, { token: dan.token });
    expect(sold.status).toBe(422);
    expect(sold.body.errors.date).toEqual([PAYOFF_QUOTE_MESSAGES.closed]);
    expect((await sb.request('GET', `/api/loan_accounts/${dan.appId}/payoff_quote?date=${date}`, { token: ana.token })).status).toBe(404);
  });

  it('the letter for the date says the same amount', async () => {
    const ana = await persona('ana');
    const date = addDays(sb.clock.today(), 10);
    const quote = PayoffQuoteResponseSchema.parse((await sb.request('GET', `/api/loan_accounts/${ana.appId}/payoff_quote?date=${date}`, { token: ana.token })).body).data!;
    const res = await sb.app.request(`/api/loan_accounts/${ana.appId}/payoff_quote/letter?date=${date}`, { headers: { authorization: `Bearer ${ana.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain(`$${quote.payoff_amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(text).toContain('Interest per day');
  });
});

describe("a payment's cap is the payoff on its day", () => {
  it("pays a quote's amount on its later day, and refuses a cent more or the same amount today", async () => {
    const pia = await persona('pia');
    // pia: no autopay and nothing scheduled, so only the cap counts; a bank account of her own first.
    const userId = Number((await sb.request('GET', '/api/users/me', { token: pia.token })).body.data.id);
    const bank = await sb.request('POST', '/api/bank_accounts', { token: pia.token, body: { type: 'MANUAL', user_id: userId, routing_number: '021000021', account_number: '000987654321', bank_name: 'Second Bank', account_type: 'Checking' } });
    expect(bank.status).toBe(201);
    const banks = [bank.body.data];
    const date = addDays(sb.clock.today(), 10);
    const quote = PayoffQuoteResponseSchema.parse((await sb.request('GET', `/api/loan_accounts/${pia.appId}/payoff_quote?date=${date}`, { token: pia.token })).body).data!;
    expect(quote.payoff_amount).toBeGreaterThan(pia.account.payoff_balance);
    const pay = (amount: number, on: string) =>
      sb.request('POST', '/api/transactions', {
        token: pia.token,
        headers: { 'idempotency-key': randomUUID() },
        body: { application_id: pia.appId, terms_version: ACH_AUTHORIZATION_VERSION, transaction: { amount, future_effective_at: on, authorized: true, transactable_type: 'BankAccount', transactable_id: banks[0].id, active: true } },
      });
    expect((await pay(Math.round(quote.payoff_amount * 100 + 1) / 100, date)).body.errors['transaction.amount']).toBeDefined();
    expect((await pay(quote.payoff_amount, sb.clock.today())).body.errors['transaction.amount']).toBeDefined();
    expect((await pay(quote.payoff_amount, date)).status).toBe(201);
  });
});

describe('a lender that sends only what the spec names', () => {
  it('sends no schedule and no quote (the spec wire takes the data out): the portal leaves both out', async () => {
    const ana = await persona('ana');
    const schedule = await sb.request('GET', `/api/loan_accounts/${ana.appId}/repayment_schedule`, { token: ana.token });
    const quote = await sb.request('GET', `/api/loan_accounts/${ana.appId}/payoff_quote?date=${sb.clock.today()}`, { token: ana.token });
    expect(stripExtensions(RepaymentScheduleResponseSchema, schedule.body)).toEqual({});
    expect(stripExtensions(PayoffQuoteResponseSchema, quote.body)).toEqual({});
  });
});
