// Help with payments through the lender's API: a request (every refusal by its field, nothing stored), one open
// request per loan, staff decisions by role, the customer's acceptance (step-up, once per Idempotency-Key) with
// the schedule and autopay following, the mailbox messages and decision letters, and the SCRA rate cap.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { AssistanceListResponseSchema, AssistanceResponseSchema, ASSISTANCE_MESSAGES, ASSISTANCE_STAFF_MESSAGES } from '../../lib/contract/assistance';
import { LoanAccountResponseSchema } from '../../lib/contract/loan-accounts';
import { RepaymentScheduleResponseSchema } from '../../lib/contract/self-service';
import { UserResponseSchema } from '../../lib/contract/users';
import { STEP_UP_REQUIRED } from '../../lib/contract/step-up';
import { addDays, daysBetween, formatDate } from '../../lib/common/dates';
import { formatCents } from '../../lib/common/money';
import { applications, assistanceRequests, authorizationCopies, files, outbox, recurringPayments, teamComments, users } from '../db/schema';
import { addMonthsIso } from '../domain/schedule';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../domain/autopay';
import { startSandbox, type Sandbox } from './harness';
import { postFile, SAMPLES } from './upload-helpers';

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
  return { token, appId, userId: Number(user.id), loan };
};

const valid = () => ({
  reason: 'job_loss',
  explanation: 'I lost my job last month and start a new one in six weeks.',
  since: addDays(sb.clock.today(), -20),
  expected_months: 2,
  income_change: 1800,
  help: ['later_due_date', 'call'],
  consent_to_contact: true,
});
const list = (token: string, appId: number) => `/api/loan_accounts/${appId}/assistance_requests`;
const create = (token: string, appId: number, body: unknown) => sb.request('POST', list(token, appId), { token, body });
const decide = (token: string, id: number, body: unknown) => sb.request('POST', `/api/assistance_requests/${id}/decision`, { token, body });
const accept = (token: string, id: number, body: unknown = {}, key = randomUUID()) => sb.request('POST', `/api/assistance_requests/${id}/accept`, { token, body, headers: { 'idempotency-key': key } });
const stored = () => sb.database.db.select().from(assistanceRequests);
const requestsOf = async (token: string, appId: number) => AssistanceListResponseSchema.parse((await sb.request('GET', list(token, appId), { token })).body).data!;

describe('a request', () => {
  it('is stored as submitted, with a message in the mailbox; the loan may take no second one', async () => {
    const ana = await persona('ana');
    const res = await create(ana.token, ana.appId, valid());
    expect(res.status).toBe(201);
    const record = AssistanceResponseSchema.parse(res.body).data!;
    expect(record).toMatchObject({ kind: 'assistance', state: 'submitted', reason: 'job_loss', income_change: 1800, help: ['later_due_date', 'call'], documents: [] });
    const [message] = await sb.database.db.select().from(teamComments).where(eq(teamComments.applicationId, ana.appId)).orderBy(desc(teamComments.id)).limit(1);
    expect(message).toMatchObject({ toCustomer: true, text: expect.stringContaining(`number ${record.id}`) });
    expect((await requestsOf(ana.token, ana.appId)).may_request).toBe(false);

    const second = await create(ana.token, ana.appId, valid());
    expect(second).toMatchObject({ status: 422, body: { errors: { base: [ASSISTANCE_MESSAGES.openRequest] } } });
    const scra = await sb.request('POST', `/api/loan_accounts/${ana.appId}/scra_requests`, { token: ana.token, body: { service_start: addDays(sb.clock.today(), -10), service_end: null, consent_to_contact: true } });
    expect(scra).toMatchObject({ status: 422, body: { errors: { base: [ASSISTANCE_MESSAGES.openRequest] } } });
    expect(await stored()).toHaveLength(1);
  });

  it.each([
    ['no consent', { consent_to_contact: false }, 'consent_to_contact', ASSISTANCE_MESSAGES.consent],
    ['consent missing', { consent_to_contact: undefined }, 'consent_to_contact', ASSISTANCE_MESSAGES.consent],
    ['an explanation too long', { explanation: 'x'.repeat(501) }, 'explanation', ASSISTANCE_MESSAGES.explanationTooLong],
    ['an empty explanation', { explanation: '   ' }, 'explanation', ASSISTANCE_MESSAGES.explanation],
    ['a reason not on the list', { reason: 'lottery' }, 'reason', ASSISTANCE_MESSAGES.reason],
    ['a help not on the list', { help: ['forgive_it'] }, 'help.0', ASSISTANCE_MESSAGES.help],
    ['no help chosen', { help: [] }, 'help', ASSISTANCE_MESSAGES.help],
    ['months out of range', { expected_months: 99 }, 'expected_months', ASSISTANCE_MESSAGES.months],
    ['a negative income change', { income_change: -5 }, 'income_change', ASSISTANCE_MESSAGES.income],
    ['income with fractions of cents', { income_change: 1.005 }, 'income_change', ASSISTANCE_MESSAGES.income],
    ['a date that is not one', { since: '2025-02-30' }, 'since', ASSISTANCE_MESSAGES.since],
    ['a date after today', { since: '2999-01-01' }, 'since', ASSISTANCE_MESSAGES.sinceFuture],
    ['a date long ago', { since: '2001-01-01' }, 'since', ASSISTANCE_MESSAGES.sinceTooOld],
  ])('refuses %s by its field, storing nothing', async (_name, change, field, message) => {
    const ana = await persona('ana');
    const res = await create(ana.token, ana.appId, { ...valid(), ...change });
    expect(res.status).toBe(422);
    expect((res.body as { errors: Record<string, string[]> }).errors[field]).toContain(message);
    expect(await stored()).toHaveLength(0);
  });

  it.each([null, 'text', 42, [], { reason: { $ne: 1 } }])('refuses a body of %p with a 422, never a 500', async (body) => {
    const ana = await persona('ana');
    expect((await create(ana.token, ana.appId, body)).status).toBe(422);
  });

  it("is 404 on another customer's loan, 401 signed out, 403 for staff (they read it)", async () => {
    const [ana, ben] = await Promise.all([persona('ana'), persona('ben')]);
    expect((await create(ana.token, ben.appId, valid())).status).toBe(404);
    expect((await sb.request('GET', list(ana.token, ben.appId), { token: ana.token })).status).toBe(404);
    expect((await sb.request('POST', list('', ana.appId), { body: valid() })).status).toBe(401);
    const care = await sb.signIn('care@example.com');
    expect(await create(care, ana.appId, valid())).toMatchObject({ status: 403, body: { message: ASSISTANCE_MESSAGES.onlyCustomer } });
    expect((await sb.request('GET', list(care, ana.appId), { token: care })).status).toBe(200);
    expect(await stored()).toHaveLength(0);
  });
});

describe('staff decide, the customer answers', () => {
  const submitted = async () => {
    const ana = await persona('ana');
    const record = AssistanceResponseSchema.parse((await create(ana.token, ana.appId, valid())).body).data!;
    return { ana, id: record.id };
  };

  it('only collections staff decide; care reads only; a customer is not found', async () => {
    const { ana, id } = await submitted();
    const care = await sb.signIn('care@example.com');
    expect(await decide(care, id, { decision: 'in_review' })).toMatchObject({ status: 403, body: { message: ASSISTANCE_STAFF_MESSAGES.role } });
    expect((await decide(ana.token, id, { decision: 'in_review' })).status).toBe(404);
    const collector = await sb.signIn('collector@example.com');
    expect(await decide(collector, id, { decision: 'in_review' })).toMatchObject({ status: 200, body: { data: { state: 'in_review' } } });
    expect((await decide(collector, 999_999, { decision: 'in_review' })).status).toBe(404);
  });

  it.each([
    [{ decision: 'offer' }, 'offer_kind', ASSISTANCE_STAFF_MESSAGES.offerKind],
    [{ decision: 'offer', offer_kind: 'later_due_date', days: 45 }, 'days', ASSISTANCE_STAFF_MESSAGES.days],
    [{ decision: 'offer', offer_kind: 'pause', months: 9 }, 'months', ASSISTANCE_STAFF_MESSAGES.pauseMonths],
    [{ decision: 'offer', offer_kind: 'reduced_payment', months: 3, amount: 10_000 }, 'amount', ASSISTANCE_STAFF_MESSAGES.amount],
    [{ decision: 'call' }, 'call_at', ASSISTANCE_STAFF_MESSAGES.callAt],
    [{ decision: 'refuse' }, 'reason', ASSISTANCE_STAFF_MESSAGES.refusalReason],
    [{ decision: 'approve' }, 'decision', ASSISTANCE_STAFF_MESSAGES.scraOnly],
    [{ decision: 'close' }, 'decision', ASSISTANCE_STAFF_MESSAGES.decision],
    [{ decision: 'maybe' }, 'decision', ASSISTANCE_STAFF_MESSAGES.decision],
  ])('refuses %p by its field; the request stays submitted', async (body, field, message) => {
    const { id } = await submitted();
    const collector = await sb.signIn('collector@example.com');
    const res = await decide(collector, id, body);
    expect(res.status).toBe(422);
    expect((res.body as { errors: Record<string, string[]> }).errors[field]).toContain(message);
    expect((await stored())[0]!.state).toBe('submitted');
  });

  it('a later due date: offered with its interest, accepted (step-up, once), the due date, schedule and autopay follow; letters and messages', async () => {
    const { ana, id } = await submitted();
    const before = await ana.loan();
    const due = before.current_due_date!;
    const collector = await sb.signIn('collector@example.com');
    const offered = AssistanceResponseSchema.parse((await decide(collector, id, { decision: 'offer', offer_kind: 'later_due_date', days: 10 })).body).data!;
    expect(offered).toMatchObject({ state: 'offer', offer: { kind: 'later_due_date', days: 10, from_due_date: due, first_due_date: addDays(due, 10) } });
    expect(offered.offer!.added_interest).toBeGreaterThan(0);
    expect(offered.letter_file_ids).toHaveLength(1);
    const seen = (await requestsOf(ana.token, ana.appId)).requests[0]!;
    expect(seen.offer!.autopay).toMatchObject({ authorization_version: AUTOPAY_AUTHORIZATION_VERSION });

    // Without a recent step-up: refused, nothing changes.
    const plain = await sb.signIn('ana@example.com');
    expect(await accept(plain, id)).toMatchObject({ status: 403, body: { code: STEP_UP_REQUIRED } });
    expect((await ana.loan()).current_due_date).toBe(due);

    const key = randomUUID();
    const body = { autopay: { authorization_version: AUTOPAY_AUTHORIZATION_VERSION, authorization_language: 'en-US' } };
    const res = await accept(ana.token, id, body, key);
    expect(res.status).toBe(200);
    const accepted = AssistanceResponseSchema.parse(res.body).data!;
    expect(accepted).toMatchObject({ state: 'accepted', authorization_file_id: expect.any(Number) });
    expect((await accept(ana.token, id, body, key)).headers.get('idempotent-replayed')).toBe('true');
    expect((await ana.loan()).current_due_date).toBe(addDays(due, 10));
    const schedule = RepaymentScheduleResponseSchema.parse((await sb.request('GET', `/api/loan_accounts/${ana.appId}/repayment_schedule`, { token: ana.token })).body).data!;
    expect(schedule.installments.find((i) => i.status === 'due')!.due_date).toBe(addDays(due, 10));
    const [autopay] = await sb.database.db.select().from(recurringPayments).where(eq(recurringPayments.applicationId, ana.appId));
    expect(autopay!.authorizationFileId).toBe(accepted.authorization_file_id);
    const letters = await sb.database.db.select().from(files).where(and(eq(files.applicationId, ana.appId), eq(files.kind, 'assistance_letter')));
    expect(letters).toHaveLength(2);
    const pdf = await sb.request('GET', `/api/files/${letters[1]!.id}`, { token: ana.token });
    expect(pdf.status).toBe(200);
    const messages = await sb.database.db.select().from(teamComments).where(eq(teamComments.applicationId, ana.appId)).orderBy(desc(teamComments.id)).limit(3);
    expect(messages.map((m) => m.text)).toEqual([expect.stringContaining('You accepted our offer'), expect.stringContaining('We have an offer'), expect.stringContaining('We received')]);
    // A second answer to the same offer is refused.
    expect((await sb.request('POST', `/api/assistance_requests/${id}/reply`, { token: ana.token, body: { reply: 'decline' } })).status).toBe(422);
  });

  it('smaller payments: the schedule shows them for the months offered; autopay stays', async () => {
    const { ana, id } = await submitted();
    const collector = await sb.signIn('collector@example.com');
    await decide(collector, id, { decision: 'offer', offer_kind: 'reduced_payment', months: 2, amount: 50 });
    expect((await accept(ana.token, id)).status).toBe(200);
    const schedule = RepaymentScheduleResponseSchema.parse((await sb.request('GET', `/api/loan_accounts/${ana.appId}/repayment_schedule`, { token: ana.token })).body).data!;
    const coming = schedule.installments.filter((i) => i.status === 'due' || i.status === 'scheduled');
    expect(coming.slice(0, 2).map((i) => i.amount)).toEqual([50, 50]);
    expect(coming[2]!.amount).toBeGreaterThan(50);
  });

  it('smaller payments with autopay lowered under its new authorization: the smaller debit for the months, one copy and one receipt, then the regular amount again', async () => {
    const { ana, id } = await submitted();
    const [before] = await sb.database.db.select().from(recurringPayments).where(and(eq(recurringPayments.applicationId, ana.appId), isNull(recurringPayments.cancelledAt)));
    const regularCents = before!.amountCents + before!.amountExtraCents;
    const collector = await sb.signIn('collector@example.com');
    await decide(collector, id, { decision: 'offer', offer_kind: 'reduced_payment', months: 2, amount: 50 });
    // The offer says what autopay would debit, and until when.
    const offered = (await requestsOf(ana.token, ana.appId)).requests[0]!.offer!;
    const regularFrom = addMonthsIso(before!.nextTransactionDate, 2);
    expect(offered.autopay).toEqual({
      next_transaction_date: before!.nextTransactionDate,
      new_next_transaction_date: before!.nextTransactionDate,
      authorization_version: AUTOPAY_AUTHORIZATION_VERSION,
      amount: regularCents / 100,
      new_amount: 50,
      regular_from: regularFrom,
    });

    const key = randomUUID();
    const body = { autopay: { authorization_version: AUTOPAY_AUTHORIZATION_VERSION, authorization_language: 'en-US' } };
    const accepted = AssistanceResponseSchema.parse((await accept(ana.token, id, body, key)).body).data!;
    expect((await accept(ana.token, id, body, key)).headers.get('idempotent-replayed')).toBe('true');
    const [lowered] = await sb.database.db.select().from(recurringPayments).where(eq(recurringPayments.id, before!.id));
    expect(lowered).toMatchObject({ amountCents: 5000, amountExtraCents: 0, regularAmountCents: before!.amountCents, regularExtraCents: before!.amountExtraCents, regularFrom, nextTransactionDate: before!.nextTransactionDate, authorizationFileId: accepted.authorization_file_id });
    // The copy states both amounts and the day the regular one returns; its receipt went once.
    const [copy] = await sb.database.db.select().from(authorizationCopies).where(eq(authorizationCopies.recurringPaymentId, before!.id)).orderBy(desc(authorizationCopies.id)).limit(1);
    expect(copy!.receiptBody).toContain('You authorized autopay of $50.00');
    expect(copy!.receiptBody).toContain(`for 2 months, and then ${formatCents(regularCents)} from ${formatDate(regularFrom)}`);
    const receipts = await sb.database.db.select().from(outbox).where(and(eq(outbox.to, 'ana@example.com'), eq(outbox.subject, copy!.receiptSubject)));
    expect(receipts).toHaveLength(1);

    // Until regular_from the sweep leaves it; from then autopay debits its regular amount again.
    await sb.request('POST', '/sandbox/sweep');
    expect((await sb.database.db.select().from(recurringPayments).where(eq(recurringPayments.id, before!.id)))[0]!.amountCents).toBe(5000);
    sb.clock.advance((daysBetween(sb.clock.today(), regularFrom) + 1) * 86_400_000);
    expect((await sb.request('POST', '/sandbox/sweep')).body.deleted.autopayRegularAgain).toBe(1);
    expect((await sb.database.db.select().from(recurringPayments).where(eq(recurringPayments.id, before!.id)))[0]).toMatchObject({ amountCents: before!.amountCents, amountExtraCents: before!.amountExtraCents, regularAmountCents: null, regularFrom: null });
  });

  it('smaller payments do not offer a lower autopay when autopay already debits no more than them', async () => {
    const { ana, id } = await submitted();
    await sb.database.db.update(recurringPayments).set({ amountCents: 4000, amountExtraCents: 0 }).where(eq(recurringPayments.applicationId, ana.appId));
    const collector = await sb.signIn('collector@example.com');
    await decide(collector, id, { decision: 'offer', offer_kind: 'reduced_payment', months: 2, amount: 50 });
    expect((await requestsOf(ana.token, ana.appId)).requests[0]!.offer!.autopay).toBeNull();
    const body = { autopay: { authorization_version: AUTOPAY_AUTHORIZATION_VERSION, authorization_language: 'en-US' } };
    expect(AssistanceResponseSchema.parse((await accept(ana.token, id, body)).body).data!).toMatchObject({ state: 'accepted', authorization_file_id: null });
    expect((await sb.database.db.select().from(recurringPayments).where(eq(recurringPayments.applicationId, ana.appId)))[0]).toMatchObject({ amountCents: 4000, regularAmountCents: null });
  });

  it('a Spanish-speaking customer reads the messages in Spanish; declining and withdrawing', async () => {
    const { ana, id } = await submitted();
    await sb.database.db.update(users).set({ preferredLocale: 'es-US' }).where(eq(users.id, ana.userId));
    const collector = await sb.signIn('collector@example.com');
    await decide(collector, id, { decision: 'offer', offer_kind: 'pause', months: 1 });
    expect(await sb.request('POST', `/api/assistance_requests/${id}/reply`, { token: ana.token, body: { reply: 'decline' } })).toMatchObject({ status: 200, body: { data: { state: 'declined' } } });
    const [message] = await sb.database.db.select().from(teamComments).where(eq(teamComments.applicationId, ana.appId)).orderBy(desc(teamComments.id)).limit(1);
    expect(message!.text).toContain('Usted rechazó');
    // A new request may follow, and be withdrawn.
    const again = AssistanceResponseSchema.parse((await create(ana.token, ana.appId, valid())).body).data!;
    expect(await sb.request('POST', `/api/assistance_requests/${again.id}/reply`, { token: ana.token, body: { reply: 'withdraw' } })).toMatchObject({ status: 200, body: { data: { state: 'withdrawn' } } });
    const ben = await persona('ben');
    expect((await sb.request('POST', `/api/assistance_requests/${again.id}/reply`, { token: ben.token, body: { reply: 'withdraw' } })).status).toBe(404);
  });

  it('a refusal with its reason closes the request; a call is scheduled', async () => {
    const { ana, id } = await submitted();
    const collector = await sb.signIn('collector@example.com');
    const at = new Date(sb.clock.now().getTime() + 2 * 86_400_000).toISOString();
    expect(await decide(collector, id, { decision: 'call', call_at: at })).toMatchObject({ status: 200, body: { data: { state: 'call_scheduled' } } });
    expect(await decide(collector, id, { decision: 'refuse', reason: 'Your income covers the payment.' })).toMatchObject({ status: 200, body: { data: { state: 'closed', refusal_reason: 'Your income covers the payment.' } } });
    expect((await requestsOf(ana.token, ana.appId)).may_request).toBe(true);
  });
});

describe('the servicemember rate cap', () => {
  const scra = (token: string, appId: number, body: unknown) => sb.request('POST', `/api/loan_accounts/${appId}/scra_requests`, { token, body });

  it.each([
    [{ service_start: '2999-01-01', service_end: null }, 'service_start', ASSISTANCE_MESSAGES.serviceStartFuture],
    [{ service_start: '2001-01-01', service_end: null }, 'service_start', ASSISTANCE_MESSAGES.afterService],
    [{ service_end: '2001-01-01' }, 'service_end', ASSISTANCE_MESSAGES.serviceEnd],
    [{ consent_to_contact: false }, 'consent_to_contact', ASSISTANCE_MESSAGES.consent],
    [{ service_start: 'soon' }, 'service_start', ASSISTANCE_MESSAGES.serviceStart],
  ])('refuses %p by its field', async (change, field, message) => {
    const ana = await persona('ana');
    const res = await scra(ana.token, ana.appId, { service_start: addDays(sb.clock.today(), -30), service_end: null, consent_to_contact: true, ...change });
    expect(res.status).toBe(422);
    expect((res.body as { errors: Record<string, string[]> }).errors[field]).toContain(message);
    expect(await stored()).toHaveLength(0);
  });

  it('takes one within 180 days after service ended, refuses one later', async () => {
    const ana = await persona('ana');
    await sb.database.db.update(applications).set({ createdAt: new Date('2020-01-01T12:00:00Z') }).where(eq(applications.id, ana.appId));
    const today = sb.clock.today();
    const late = await scra(ana.token, ana.appId, { service_start: '2021-01-01', service_end: addDays(today, -181), consent_to_contact: true });
    expect(late).toMatchObject({ status: 422, body: { errors: { service_end: [ASSISTANCE_MESSAGES.serviceEndLate] } } });
    const inTime = await scra(ana.token, ana.appId, { service_start: '2021-01-01', service_end: addDays(today, -180), consent_to_contact: true });
    expect(inTime.status).toBe(201);
  });

  it('approved: the rate is 6% from the day service began, the interest above it forgiven, the payment lowered', async () => {
    const ana = await persona('ana');
    const before = await ana.loan();
    const start = addDays(sb.clock.today(), -30);
    const made = AssistanceResponseSchema.parse((await scra(ana.token, ana.appId, { service_start: start, service_end: null, consent_to_contact: true })).body).data!;
    expect(made).toMatchObject({ kind: 'scra', state: 'submitted', scra: { service_start: start, service_end: null } });
    const collector = await sb.signIn('collector@example.com');
    expect(await decide(collector, made.id, { decision: 'offer', offer_kind: 'pause', months: 1 })).toMatchObject({ status: 422, body: { errors: { decision: [ASSISTANCE_STAFF_MESSAGES.assistanceOnly] } } });
    // The orders first: the cap is approved on them (50 U.S.C. 3937(b)(1)).
    expect((await postFile(sb, `/api/assistance_requests/${made.id}/files`, ana.token, { bytes: SAMPLES.pdf(), name: 'orders.pdf' })).status).toBe(201);
    const approved = AssistanceResponseSchema.parse((await decide(collector, made.id, { decision: 'approve' })).body).data!;
    expect(approved).toMatchObject({ state: 'accepted', scra_relief: { apr_after: 6, effective_from: start } });
    const relief = approved.scra_relief!;
    expect(relief.forgiven_interest).toBeGreaterThan(0);
    const after = await ana.loan();
    expect(after.payoff_balance).toBeCloseTo(before.payoff_balance - relief.forgiven_interest, 2);
    expect(relief.monthly_payment_after).toBeLessThan(relief.monthly_payment_before);
    const [row] = await stored();
    expect(row!.scraRelief).toBeTruthy();
  });
});
