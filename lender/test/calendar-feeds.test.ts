// Due dates in the calendar, the lender's side: one loan's calendar (owner and staff, another customer's is
// not found), the private address (made after step-up, its secret kept only as a hash, shown once, revoked
// and made anew: the old one answers 404), its reads without a session (the owner's loans only, limited per
// address and per address read), and the spec-only wire, which sends none of it.
import { and, desc, eq, like } from 'drizzle-orm';
import { CalendarFeedResponseSchema, CalendarSubscriptionResponseSchema, LoanCalendarResponseSchema, NewCalendarFeedResponseSchema } from '../../lib/contract/calendar';
import { LoanAccountResponseSchema } from '../../lib/contract/loan-accounts';
import { RepaymentScheduleResponseSchema } from '../../lib/contract/self-service';
import { UserResponseSchema } from '../../lib/contract/users';
import { calendarFeeds, outbox } from '../db/schema';
import { FEED_MISSES_PER_ADDRESS, FEED_READS_PER_HOUR } from '../routes/calendar-feeds';
import { fromAddress, signedInPersona, startSandbox, type Sandbox } from './harness';

jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => void (sb = await startSandbox()));
afterAll(() => sb.close());

const persona = (name: string) => signedInPersona(sb, name);
const read = (secret: string, address = '203.0.113.7') => sb.request('POST', '/platform/calendar_feeds/read', { body: { secret }, headers: fromAddress(address) });

describe('GET /api/loan_accounts/{applicationId}/calendar', () => {
  it("holds ana's coming due dates (the schedule's) and autopay's next debit, nothing past", async () => {
    const ana = await persona('ana');
    const res = await sb.request('GET', `/api/loan_accounts/${ana.appId}/calendar`, { token: ana.token });
    expect(res.status).toBe(200);
    const loan = LoanCalendarResponseSchema.parse(res.body).data!;
    const schedule = RepaymentScheduleResponseSchema.parse((await sb.request('GET', `/api/loan_accounts/${ana.appId}/repayment_schedule`, { token: ana.token })).body).data!;
    const coming = schedule.installments.filter((i) => i.status === 'due' || i.status === 'scheduled');
    expect(loan.due_dates).toEqual(coming.map((i) => ({ date: i.due_date, amount: i.amount })));
    const account = LoanAccountResponseSchema.parse((await sb.request('GET', `/api/loan_accounts/${ana.appId}`, { token: ana.token })).body).data.attributes;
    expect(loan.due_dates[0]!.date).toBe(account.current_due_date);
    const autopay = loan.payments.filter((p) => p.kind === 'autopay');
    expect(autopay).toEqual([expect.objectContaining({ date: account.current_due_date, amount: 187.5 })]);
    expect(loan.payments.every((p) => p.date > sb.clock.today())).toBe(true);
  });

  it("is not found for another customer's loan, needs a session, and staff may read it", async () => {
    const [ana, ben] = await Promise.all([persona('ana'), persona('ben')]);
    expect((await sb.request('GET', `/api/loan_accounts/${ben.appId}/calendar`, { token: ana.token })).status).toBe(404);
    expect((await sb.request('GET', `/api/loan_accounts/${ana.appId}/calendar`)).status).toBe(401);
    const care = await sb.signIn('care@example.com');
    expect((await sb.request('GET', `/api/loan_accounts/${ana.appId}/calendar`, { token: care })).status).toBe(200);
  });
});

describe('the private calendar address', () => {
  beforeEach(() => sb.reset());

  it('is made only after step-up, kept as a hash, read without a session, revoked to 404 and made anew', async () => {
    const ana = await persona('ana');
    expect(CalendarSubscriptionResponseSchema.parse((await sb.request('GET', '/api/calendar_feed', { token: ana.token })).body).data).toEqual({ created_at: null, last_read_at: null });
    const refused = await sb.request('POST', '/api/calendar_feed', { token: ana.token });
    expect(refused).toMatchObject({ status: 403, body: { code: 'step_up_required' } });
    await sb.stepUp(ana.token);
    const made = await sb.request('POST', '/api/calendar_feed', { token: ana.token });
    expect(made.status).toBe(201);
    const { secret } = NewCalendarFeedResponseSchema.parse(made.body).data!;
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    // Only the hash is kept: the secret is nowhere in the table.
    const rows = await sb.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, ana.userId));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secret);

    const feed = await read(secret);
    expect(feed.status).toBe(200);
    const data = CalendarFeedResponseSchema.parse(feed.body).data!;
    // Her loans only (her paid-off loan has nothing coming): each one hers.
    expect(data.loans.map((l) => l.application_id)).toContain(ana.appId);
    for (const loan of data.loans) expect((await sb.request('GET', `/api/applications/${loan.application_id}`, { token: ana.token })).status).toBe(200);
    expect(data.loans.find((l) => l.application_id === ana.appId)!.due_dates.length).toBeGreaterThan(0);
    const status = CalendarSubscriptionResponseSchema.parse((await sb.request('GET', '/api/calendar_feed', { token: ana.token })).body).data!;
    expect(status.created_at).not.toBeNull();
    expect(status.last_read_at).not.toBeNull();

    expect((await sb.request('DELETE', '/api/calendar_feed', { token: ana.token })).status).toBe(200);
    expect((await read(secret)).status).toBe(404);
    expect(CalendarSubscriptionResponseSchema.parse((await sb.request('GET', '/api/calendar_feed', { token: ana.token })).body).data!.created_at).toBeNull();

    const again = NewCalendarFeedResponseSchema.parse((await sb.request('POST', '/api/calendar_feed', { token: ana.token })).body).data!;
    expect(again.secret).not.toBe(secret);
    expect((await read(again.secret)).status).toBe(200);
    // A new address ends the one before.
    const third = NewCalendarFeedResponseSchema.parse((await sb.request('POST', '/api/calendar_feed', { token: ana.token })).body).data!;
    expect((await read(again.secret)).status).toBe(404);
    expect((await read(third.secret)).status).toBe(200);
  });

  it('ends with a password reset, which says someone else may have had the account', async () => {
    const ana = await persona('ana');
    await sb.stepUp(ana.token);
    const { secret } = NewCalendarFeedResponseSchema.parse((await sb.request('POST', '/api/calendar_feed', { token: ana.token })).body).data!;
    expect((await read(secret)).status).toBe(200);
    await sb.request('POST', '/platform/auth/password_resets', { body: { email: 'ana@example.com' }, headers: fromAddress('198.51.100.30') });
    const [mail] = await sb.database.db.select().from(outbox).where(and(eq(outbox.to, 'ana@example.com'), like(outbox.subject, 'Reset your password'))).orderBy(desc(outbox.id));
    const token = /\/ui\/auth\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')![1];
    const done = await sb.request('PUT', '/platform/auth/password_resets', { body: { token, new_password: 'lantern orbit velvet cactus 42' }, headers: fromAddress('198.51.100.30') });
    expect(done.status).toBe(200);
    expect((await read(secret)).status).toBe(404);
  });

  it("shows only its owner's loans, in the owner's language", async () => {
    const ben = await persona('ben');
    await sb.request('POST', '/api/users/preferences', { token: ben.token, body: { id: ben.userId, preferred_locale: 'es-US' } });
    await sb.stepUp(ben.token);
    const { secret } = NewCalendarFeedResponseSchema.parse((await sb.request('POST', '/api/calendar_feed', { token: ben.token })).body).data!;
    const data = CalendarFeedResponseSchema.parse((await read(secret)).body).data!;
    expect(data.preferred_locale).toBe('es-US');
    expect(data.loans.map((l) => l.application_id)).toContain(ben.appId);
    for (const loan of data.loans) expect((await sb.request('GET', `/api/applications/${loan.application_id}`, { token: ben.token })).status).toBe(200);
  });

  it('answers a guessed or malformed secret 404 or 422, and holds back a guesser per address', async () => {
    const guess = Buffer.alloc(32, 7).toString('base64url');
    expect((await read(guess)).status).toBe(404);
    expect((await read('short')).status).toBe(422);
    for (let i = 0; i < FEED_MISSES_PER_ADDRESS; i++) await read(guess, '198.51.100.9');
    const limited = await read(guess, '198.51.100.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await read(guess, '198.51.100.10')).status).toBe(404);
  });

  it('limits the reads of one address per hour', async () => {
    const ana = await persona('ana');
    await sb.stepUp(ana.token);
    const { secret } = NewCalendarFeedResponseSchema.parse((await sb.request('POST', '/api/calendar_feed', { token: ana.token })).body).data!;
    for (let i = 0; i < FEED_READS_PER_HOUR; i++) expect((await read(secret)).status).toBe(200);
    expect((await read(secret)).status).toBe(429);
  });

  it('is left out by the spec-only wire', async () => {
    const spec = await startSandbox({ wire: 'spec' });
    try {
      const token = await spec.signIn('ana@example.com');
      const me = UserResponseSchema.parse((await spec.request('GET', '/api/users/me', { token })).body).data;
      const loan = await spec.request('GET', `/api/loan_accounts/${me.attributes.current_application_id}/calendar`, { token });
      expect(LoanCalendarResponseSchema.parse(loan.body).data).toBeUndefined();
      expect(CalendarSubscriptionResponseSchema.parse((await spec.request('GET', '/api/calendar_feed', { token })).body).data).toBeUndefined();
    } finally {
      await spec.close();
    }
  });
});
