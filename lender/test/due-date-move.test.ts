// Moving the due date through the lender's API: whether the loan may move and why not, the preview, and the
// move (step-up, once per Idempotency-Key), with the loan account, the schedule, autopay (only with the new
// authorization) and the receipt following it; every refusal a message by the `day` field, nothing changed.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { DueDateMoveEligibilityResponseSchema, DueDateMovePreviewResponseSchema, DueDateMoveResponseSchema } from '../../lib/contract/due-date-move';
import { DUE_DATE_MOVE_REASON_MESSAGES, DUE_DAY_MESSAGES } from '../../lib/contract/limits';
import { LoanAccountResponseSchema } from '../../lib/contract/loan-accounts';
import { PayoffQuoteResponseSchema, RepaymentScheduleResponseSchema } from '../../lib/contract/self-service';
import { UserResponseSchema } from '../../lib/contract/users';
import { stripExtensions } from '../../lib/contract/wire-walk';
import { addDays, formatDate } from '../../lib/common/dates';
import { dollarsToCents } from '../../lib/common/money';
import { dueDateMoves, outbox, recurringPayments, users } from '../db/schema';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../domain/autopay';
import { STEP_UP_REQUIRED } from '../../lib/contract/step-up';
import { startSandbox, type Sandbox } from './harness';

jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

const persona = async (name: string) => {
  const token = await sb.stepUp(await sb.signIn(`${name}@example.com`));
  const user = UserResponseSchema.parse((await sb.request('GET', '/api/users/me', { token })).body).data;
  const appId = user.attributes.current_application_id!;
  const loan = async () => LoanAccountResponseSchema.parse((await sb.request('GET', `/api/loan_accounts/${appId}`, { token })).body).data.attributes;
  return { token, appId, email: `${name}@example.com`, userId: Number(user.id), loan, account: await loan() };
};

const base = (appId: number) => `/api/loan_accounts/${appId}/due_date_move`;
const eligibility = async (token: string, appId: number) => DueDateMoveEligibilityResponseSchema.parse((await sb.request('GET', base(appId), { token })).body).data!;
const move = (token: string, appId: number, body: unknown, key = randomUUID()) => sb.request('POST', base(appId), { token, body, headers: { 'idempotency-key': key } });
const receipts = (to: string) => sb.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));

/** A day 1 to 10 days after the due date that every month has: the later due date, in this test's own arithmetic. */
function laterDay(due: string) {
  for (let k = 1; k <= 10; k++) {
    const date = addDays(due, k);
    if (Number(date.slice(8)) <= 28) return { k, date, day: Number(date.slice(8)) };
  }
  throw new Error('no day');
}

describe('GET …/due_date_move: may the loan move, and why not', () => {
  it('ana may: the days are those within 15 days of her due date, her own not among them; no moves yet', async () => {
    const ana = await persona('ana');
    const data = await eligibility(ana.token, ana.appId);
    expect(data).toMatchObject({ eligible: true, reasons: [], current_due_date: ana.account.current_due_date, moves_left: 2, moves: [] });
    expect(data.allowed_days).not.toContain(Number(ana.account.current_due_date!.slice(8)));
    expect(data.allowed_days).toContain(laterDay(ana.account.current_due_date!).day);
    expect(data.allowed_days.every((d) => d >= 1 && d <= 28)).toBe(true);
  });

  it('ben may not (past due): the reason in the lender’s words, no days; the preview and the move refuse by the field', async () => {
    const ben = await persona('ben');
    const data = await eligibility(ben.token, ben.appId);
    expect(data).toMatchObject({ eligible: false, reasons: [{ code: 'past_due', message: DUE_DATE_MOVE_REASON_MESSAGES.past_due }], allowed_days: [] });
    const preview = await sb.request('GET', `${base(ben.appId)}/preview?day=15`, { token: ben.token });
    expect(preview).toMatchObject({ status: 422, body: { errors: { day: [DUE_DATE_MOVE_REASON_MESSAGES.past_due] } } });
    const res = await move(ben.token, ben.appId, { day: 15, first_due_date: addDays(sb.clock.today(), 10) });
    expect(res).toMatchObject({ status: 422, body: { errors: { day: [DUE_DATE_MOVE_REASON_MESSAGES.past_due] } } });
  });

  it("answers 404 for another customer's loan, 401 signed out; staff read it", async () => {
    const [ana, ben] = await Promise.all([persona('ana'), persona('ben')]);
    expect((await sb.request('GET', base(ben.appId), { token: ana.token })).status).toBe(404);
    expect((await sb.request('GET', `${base(ben.appId)}/preview?day=3`, { token: ana.token })).status).toBe(404);
    expect((await sb.request('GET', base(ana.appId))).status).toBe(401);
    const care = await sb.signIn('care@example.com');
    expect((await sb.request('GET', base(ana.appId), { token: care })).status).toBe(200);
  });
});

describe('the preview and the move', () => {
  it('ana moves later without autopay: her loan, schedule and history follow, interest added, a receipt; autopay stays', async () => {
    const ana = await persona('ana');
    const due = ana.account.current_due_date!;
    const { k, date, day } = laterDay(due);
    const perDiem = dollarsToCents(PayoffQuoteResponseSchema.parse((await sb.request('GET', `/api/loan_accounts/${ana.appId}/payoff_quote?date=${sb.clock.today()}`, { token: ana.token })).body).data!.per_diem);
    const [before] = await sb.database.db.select().from(recurringPayments).where(and(eq(recurringPayments.applicationId, ana.appId), isNull(recurringPayments.cancelledAt)));

    const preview = DueDateMovePreviewResponseSchema.parse((await sb.request('GET', `${base(ana.appId)}/preview?day=${day}`, { token: ana.token })).body).data!;
    expect(preview).toMatchObject({ day, previous_due_date: due, first_due_date: date, autopay: { next_transaction_date: before!.nextTransactionDate, authorization_version: AUTOPAY_AUTHORIZATION_VERSION } });
    expect(dollarsToCents(preview.added_interest)).toBe(k * perDiem);

    const key = randomUUID();
    const res = await move(ana.token, ana.appId, { day, first_due_date: date }, key);
    expect(res.status).toBe(201);
    const result = DueDateMoveResponseSchema.parse(res.body).data!;
    expect(result).toMatchObject({ move: { previous_due_date: due, new_due_date: date, new_day: day, autopay_moved: false }, autopay_next_transaction_date: before!.nextTransactionDate });
    // The same key again: the same answer, no second move, no second receipt.
    const again = await move(ana.token, ana.appId, { day, first_due_date: date }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(res.body);

    const loan = await ana.loan();
    expect(loan.current_due_date).toBe(date);
    expect(loan.upcoming_payment_due_date!.slice(8)).toBe(date.slice(8));
    const schedule = RepaymentScheduleResponseSchema.parse((await sb.request('GET', `/api/loan_accounts/${ana.appId}/repayment_schedule`, { token: ana.token })).body).data!;
    const coming = schedule.installments.filter((i) => i.status === 'due' || i.status === 'scheduled');
    expect(coming[0]!.due_date).toBe(date);
    expect(coming.every((i) => Number(i.due_date.slice(8)) === day)).toBe(true);
    const [after] = await sb.database.db.select().from(recurringPayments).where(eq(recurringPayments.id, before!.id));
    expect(after).toMatchObject({ nextTransactionDate: before!.nextTransactionDate, authorizationVersion: before!.authorizationVersion });
    expect(await sb.database.db.select().from(dueDateMoves)).toHaveLength(1);

    const sent = await receipts(ana.email);
    expect(sent.filter((m) => m.subject === 'Your due date has moved')).toHaveLength(1);
    expect(sent[0]!.body).toContain(`First new due date: ${formatDate(date)}`);
    expect(sent[0]!.body).toContain('Your autopay stays on its date');

    // Now she may not move again (moved in the last 12 months); staff see the move.
    const now = await eligibility(ana.token, ana.appId);
    expect(now).toMatchObject({ eligible: false, reasons: [{ code: 'moved_recently' }], moves_left: 1, moves: [{ new_due_date: date, new_day: day }] });
    const care = await sb.signIn('care@example.com');
    expect((await eligibility(care, ana.appId)).moves).toHaveLength(1);
    const second = await move(ana.token, ana.appId, { day: Number(due.slice(8)), first_due_date: due });
    expect(second).toMatchObject({ status: 422, body: { errors: { day: [DUE_DATE_MOVE_REASON_MESSAGES.moved_recently] } } });
  });

  it('with the new autopay authorization accepted, autopay moves by as many days, and the acceptance is kept', async () => {
    const ana = await persona('ana');
    const { k, date, day } = laterDay(ana.account.current_due_date!);
    const [before] = await sb.database.db.select().from(recurringPayments).where(and(eq(recurringPayments.applicationId, ana.appId), isNull(recurringPayments.cancelledAt)));
    const res = await move(ana.token, ana.appId, { day, first_due_date: date, autopay: { authorization_version: AUTOPAY_AUTHORIZATION_VERSION, authorization_language: 'es-US' } });
    expect(res.status).toBe(201);
    const moved = addDays(before!.nextTransactionDate, k);
    expect(res.body.data).toMatchObject({ move: { autopay_moved: true }, autopay_next_transaction_date: moved });
    const [after] = await sb.database.db.select().from(recurringPayments).where(eq(recurringPayments.id, before!.id));
    expect(after).toMatchObject({ nextTransactionDate: moved, authorizationVersion: AUTOPAY_AUTHORIZATION_VERSION, authorizationLanguage: 'es-US' });
    expect(after!.authorizedAt!.getTime()).toBeGreaterThan(before!.authorizedAt!.getTime());
    const app = (await sb.request('GET', `/api/applications/${ana.appId}`, { token: ana.token, headers: { 'x-api-version': '2' } })).body.data.attributes;
    expect(app.active_recurring_payment.payment_day).toBe(Number(moved.slice(8)));
  });

  it('an old authorization version moves nothing', async () => {
    const ana = await persona('ana');
    const { date, day } = laterDay(ana.account.current_due_date!);
    const res = await move(ana.token, ana.appId, { day, first_due_date: date, autopay: { authorization_version: 'ach-recurring-1999', authorization_language: 'en-US' } });
    expect(res).toMatchObject({ status: 422, body: { errors: { autopay: [DUE_DAY_MESSAGES.autopayAuthorization] } } });
    expect((await ana.loan()).current_due_date).toBe(ana.account.current_due_date);
    expect(await sb.database.db.select().from(dueDateMoves)).toHaveLength(0);
  });

  it.each([
    ['0', DUE_DAY_MESSAGES.dayRange],
    ['29', DUE_DAY_MESSAGES.dayRange],
    ['abc', DUE_DAY_MESSAGES.dayRange],
    ['', DUE_DAY_MESSAGES.dayRange],
    ['1e1', DUE_DAY_MESSAGES.dayRange],
  ])('a preview of ?day=%j answers 422 by the day: %s', async (day, message) => {
    const ana = await persona('ana');
    const res = await sb.request('GET', `${base(ana.appId)}/preview?day=${day}`, { token: ana.token });
    expect(res).toMatchObject({ status: 422, body: { errors: { day: [message] } } });
  });

  it('refuses her own day, a day out of range, and a preview that no longer holds: by the day, nothing changed', async () => {
    const ana = await persona('ana');
    const due = ana.account.current_due_date!;
    const { date, day } = laterDay(due);
    for (const [body, message] of [
      [{ day: Number(due.slice(8)), first_due_date: due }, DUE_DAY_MESSAGES.sameDay],
      [{ day: 31, first_due_date: date }, DUE_DAY_MESSAGES.dayRange],
      [{ day, first_due_date: addDays(date, 1) }, DUE_DAY_MESSAGES.changed],
    ] as const) {
      expect(await move(ana.token, ana.appId, body)).toMatchObject({ status: 422, body: { errors: { day: [message] } } });
    }
    expect((await move(ana.token, ana.appId, { day: 'twelve', first_due_date: date })).status).toBe(422);
    expect((await ana.loan()).current_due_date).toBe(due);
    expect(await sb.database.db.select().from(dueDateMoves)).toHaveLength(0);
    expect((await receipts(ana.email)).filter((m) => m.subject === 'Your due date has moved')).toHaveLength(0);
  });

  it('needs a step-up; staff may not move it; another customer’s loan is not found', async () => {
    const ana = await persona('ana');
    const { date, day } = laterDay(ana.account.current_due_date!);
    const fresh = await sb.signIn('ana@example.com');
    expect(await move(fresh, ana.appId, { day, first_due_date: date })).toMatchObject({ status: 403, body: { code: STEP_UP_REQUIRED } });
    const care = await sb.stepUp(await sb.signIn('care@example.com'));
    expect((await move(care, ana.appId, { day, first_due_date: date })).status).toBe(403);
    const ben = await sb.stepUp(await sb.signIn('ben@example.com'));
    expect((await move(ben, ana.appId, { day, first_due_date: date })).status).toBe(404);
    expect((await ana.loan()).current_due_date).toBe(ana.account.current_due_date);
  });

  it('the receipt is in the customer’s language', async () => {
    const ana = await persona('ana');
    await sb.database.db.update(users).set({ preferredLocale: 'es-US' }).where(eq(users.email, ana.email));
    const { date, day } = laterDay(ana.account.current_due_date!);
    expect((await move(ana.token, ana.appId, { day, first_due_date: date })).status).toBe(201);
    const [sent] = await receipts(ana.email);
    expect(sent).toMatchObject({ subject: 'Su fecha de vencimiento cambió' });
    expect(sent!.body).toContain(`Primera fecha de vencimiento nueva: ${formatDate(date)}`);
  });
});

describe('a lender that sends only what the spec names', () => {
  it('sends no data: the portal leaves moving the due date out', async () => {
    const spec = await startSandbox({ wire: 'spec' });
    try {
      const token = await spec.signIn('ana@example.com');
      const appId = UserResponseSchema.parse((await spec.request('GET', '/api/users/me', { token })).body).data.attributes.current_application_id!;
      const res = await spec.request('GET', base(appId), { token });
      expect(stripExtensions(DueDateMoveEligibilityResponseSchema, res.body)).toEqual({});
    } finally {
      await spec.close();
    }
  });
});
