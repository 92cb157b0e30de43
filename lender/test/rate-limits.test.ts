// Rate limits kept in the sandbox's database: they hold across instances (two apps on one database),
// answer 429 with Retry-After, and let the window pass. Sign-in failures are in auth.test.ts; here their
// cross-instance hold, payment posts per customer, PIN sends and tries per customer, and the reset tool.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { createApp } from '../http';
import { createDeps } from '../http/deps';
import { PIN_MAX_TRIES, PIN_SEND_EVERY_MS } from '../domain/pins';
import {
  parsePaymentLimit,
  PAYMENT_WINDOW_MS,
  PAYMENTS_PER_CUSTOMER,
  PIN_SEND_WINDOW_MS,
  PIN_SENDS_PER_CUSTOMER,
  PIN_TRIES_PER_CUSTOMER,
} from '../domain/rate-limit';
import { bankAccounts, outbox, transactions } from '../db/schema';
import { ACH_AUTHORIZATION_VERSION } from '../domain/payments';
import { CLIENT_ADDRESS_SECRET, fromAddress, startSandbox, type Sandbox } from './harness';

jest.setTimeout(90_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

/** Moves the sandbox clock to the start of the next window of `windowMs`, so a test never straddles two. */
function startOfWindow(windowMs: number) {
  const now = sb.clock.now().getTime();
  sb.clock.advance(windowMs - (now % windowMs) + 1000);
}

describe('sign-in failures', () => {
  beforeEach(() => sb.reset());
  it('are counted in the database: failures on one instance lock the account on another', async () => {
    startOfWindow(15 * 60 * 1000);
    const other = createApp(createDeps(sb.database.db, { clock: sb.clock, clientAddressSecret: CLIENT_ADDRESS_SECRET }));
    const body = JSON.stringify({ email: 'fay@example.com', password: 'wrong-password' });
    const init = { method: 'POST', headers: { 'content-type': 'application/json', ...fromAddress('203.0.113.50') }, body };
    for (let i = 0; i < 3; i++) expect((await sb.app.request('/platform/auth/sessions', init)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await other.request('/platform/auth/sessions', init)).status).toBe(401);
    const right = JSON.stringify({ email: 'fay@example.com', password: 'demo-password' });
    const locked = await sb.app.request('/platform/auth/sessions', { ...init, body: right });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  });
});

describe('payment posts per customer', () => {
  beforeEach(() => sb.reset());
  async function customer(email = 'ana@example.com') {
    const token = await sb.signIn(email);
    const me = (await sb.request('GET', '/api/users/me', { token })).body.data;
    const [bank] = await sb.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, me.id));
    return { token, userId: me.id as number, applicationId: me.attributes.current_application_id as number, bankId: bank!.id };
  }
  const body = (p: Awaited<ReturnType<typeof customer>>, cents: number, extra: Record<string, unknown> = {}) => ({
    application_id: p.applicationId,
    terms_version: ACH_AUTHORIZATION_VERSION,
    transaction: { amount: cents / 100, future_effective_at: sb.clock.today(), authorized: true, transactable_type: 'BankAccount', transactable_id: p.bankId, active: true },
    ...extra,
  });
  const pay = (token: string, payload: unknown, key: string = randomUUID()) =>
    sb.request('POST', '/api/transactions', { token, body: payload, headers: { 'idempotency-key': key } });
  const count = async (applicationId: number) => (await sb.database.db.select().from(transactions).where(eq(transactions.applicationId, applicationId))).length;

  it(`allows ${PAYMENTS_PER_CUSTOMER} in ${PAYMENT_WINDOW_MS / 60000} minutes, then 429 with Retry-After; refusals and replays use none up`, async () => {
    startOfWindow(PAYMENT_WINDOW_MS);
    const p = await customer();
    const before = await count(p.applicationId);
    // A refused payment (an amount of 0) does not count: its transaction, count included, rolls back.
    expect((await pay(p.token, body(p, 0))).status).toBe(422);
    let lastKey = '';
    for (let i = 0; i < PAYMENTS_PER_CUSTOMER; i++) {
      lastKey = randomUUID();
      const res = await pay(p.token, body(p, 100 + i), lastKey);
      expect({ i, status: res.status }).toEqual({ i, status: 201 });
    }
    // Replaying an answered key is not a new payment.
    const replay = await pay(p.token, body(p, 100 + PAYMENTS_PER_CUSTOMER - 1), lastKey);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    const refused = await pay(p.token, body(p, 999));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many payments in a short time. Please try again later.');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PAYMENT_WINDOW_MS / 1000);
    expect(await count(p.applicationId)).toBe(before + PAYMENTS_PER_CUSTOMER);

    // Staff paying for the customer are held by the customer's limit too.
    const care = await sb.signIn('care@example.com');
    expect((await pay(care, body(p, 998))).status).toBe(429);
    // Another customer is not affected.
    const ben = await customer('ben@example.com');
    expect((await pay(ben.token, body(ben, 997))).status).toBe(201);

    sb.clock.advance(retryAfter * 1000);
    expect((await pay(await sb.signIn('ana@example.com'), body(p, 999))).status).toBe(201);
  });

  it('holds under concurrency: 26 payments at once, exactly the limit are made', async () => {
    startOfWindow(PAYMENT_WINDOW_MS);
    const p = await customer();
    const before = await count(p.applicationId);
    const answers = await Promise.all(Array.from({ length: PAYMENTS_PER_CUSTOMER + 6 }, (_, i) => pay(p.token, body(p, 200 + i))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(PAYMENTS_PER_CUSTOMER);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    expect(await count(p.applicationId)).toBe(before + PAYMENTS_PER_CUSTOMER);
  });

  it('is held across instances and raised by the payment limit of the deployment', async () => {
    startOfWindow(PAYMENT_WINDOW_MS);
    const p = await customer();
    const other = createApp(createDeps(sb.database.db, { clock: sb.clock, clientAddressSecret: CLIENT_ADDRESS_SECRET }));
    const raised = createApp(createDeps(sb.database.db, { clock: sb.clock, paymentLimit: PAYMENTS_PER_CUSTOMER + 1 }));
    const post = (app: typeof other, cents: number) =>
      app.request('/api/transactions', {
        method: 'POST',
        headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(body(p, cents)),
      });
    for (let i = 0; i < PAYMENTS_PER_CUSTOMER; i++) expect((await post(i % 2 ? other : sb.app, 300 + i)).status).toBe(201);
    expect((await post(other, 400)).status).toBe(429);
    expect((await post(raised, 401)).status).toBe(201);
    expect((await post(raised, 402)).status).toBe(429);
  });

  it('stops the card processor hand-off with a page that says so, not a 500', async () => {
    startOfWindow(PAYMENT_WINDOW_MS);
    const p = await customer();
    for (let i = 0; i < PAYMENTS_PER_CUSTOMER; i++) expect((await pay(p.token, body(p, 500 + i))).status).toBe(201);
    const handOff = await sb.request('GET', `/api/applications/${p.applicationId}/speedpay_data?return_url=${encodeURIComponent('http://localhost:3000/x')}`, { token: p.token });
    expect(handOff.status).toBe(200);
    const form = new URLSearchParams({ encrypted_data: handOff.body.encrypted_data, iv: handOff.body.iv, amount: '10.00', card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', zip: '80202' });
    const res = await sb.app.request('/sandbox-processor/charge', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    expect(res.status).toBe(429);
    expect(await res.text()).toContain('Too many payments');
  });
});

describe('the deployment\'s payment limit', () => {
  it.each([
    [undefined, PAYMENTS_PER_CUSTOMER],
    ['', PAYMENTS_PER_CUSTOMER],
    ['100000', 100000],
    ['0', PAYMENTS_PER_CUSTOMER],
    ['-3', PAYMENTS_PER_CUSTOMER],
    ['2.5', PAYMENTS_PER_CUSTOMER],
    ['many', PAYMENTS_PER_CUSTOMER],
  ])('SANDBOX_PAYMENT_LIMIT=%p → %p', (value, limit) => {
    expect(parsePaymentLimit(value)).toBe(limit);
  });
});

describe('PINs per customer', () => {
  beforeEach(() => sb.reset());
  async function anaPhone() {
    const token = await sb.signIn('ana@example.com');
    const me = (await sb.request('GET', '/api/users/me', { token })).body.data;
    return { token, userId: me.id as number, phone: me.attributes.mobile_phone as { id: number; number: string } };
  }
  // Another number needs the password confirmed within the last minutes: confirmed again before each send.
  const send = async (token: string, id: number, number: string) =>
    sb.request('PUT', `/api/mobile_phones/${id}`, { token: await sb.stepUp(token), body: { send_pin: true, mobile_phone: { number } } });
  async function lastPin(number: string) {
    const [row] = await sb.database.db.select().from(outbox).where(eq(outbox.to, number)).orderBy(desc(outbox.id)).limit(1);
    return /\b(\d{6})\b/.exec(row?.body ?? '')![1]!;
  }

  it(`sends at most ${PIN_SENDS_PER_CUSTOMER} PINs an hour, whatever the number; a refused send changes nothing`, async () => {
    startOfWindow(PIN_SEND_WINDOW_MS);
    const a = await anaPhone();
    for (let i = 0; i < PIN_SENDS_PER_CUSTOMER; i++) {
      expect((await send(a.token, a.phone.id, `555555${String(1000 + i)}`)).status).toBe(200);
      sb.clock.advance(PIN_SEND_EVERY_MS + 1000);
    }
    const refused = await send(a.token, a.phone.id, '5555552000');
    expect(refused.status).toBe(429);
    expect(refused.body.errors.number[0]).toBe('Too many PIN requests. Please try again later.');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PIN_SEND_WINDOW_MS / 1000);
    // The number was not changed, and no PIN went out.
    const phone = (await anaPhone()).phone;
    expect(phone.number).toBe(`555555${1000 + PIN_SENDS_PER_CUSTOMER - 1}`);
    expect(await sb.database.db.select().from(outbox).where(eq(outbox.to, '5555552000'))).toHaveLength(0);
    // A new phone with send_pin is refused before it is made.
    const created = await sb.request('POST', '/api/mobile_phones', { token: a.token, body: { send_pin: true, mobile_phone: { number: '5555552001', owner_id: a.userId, owner_type: 'User' } } });
    expect(created.status).toBe(429);
    sb.clock.advance(retryAfter * 1000);
    expect((await send(await sb.signIn('ana@example.com'), a.phone.id, '5555552000')).status).toBe(200);
  });

  it(`allows ${PIN_TRIES_PER_CUSTOMER} tries an hour across new PINs, then 429 even for the right PIN`, async () => {
    startOfWindow(PIN_SEND_WINDOW_MS);
    const a = await anaPhone();
    const number = '5555553000';
    const verify = (pin: string) => sb.request('PUT', `/api/mobile_phones/${a.phone.id}/verify`, { token: a.token, body: { pin } });
    let tries = 0;
    while (tries < PIN_TRIES_PER_CUSTOMER) {
      expect((await send(a.token, a.phone.id, number)).status).toBe(200);
      const pin = await lastPin(number);
      const wrong = pin === '000000' ? '111111' : '000000';
      for (let i = 0; i < PIN_MAX_TRIES && tries < PIN_TRIES_PER_CUSTOMER; i++, tries++) expect((await verify(wrong)).status).toBe(422);
      sb.clock.advance(PIN_SEND_EVERY_MS + 1000);
    }
    expect((await send(a.token, a.phone.id, number)).status).toBe(200);
    const locked = await verify(await lastPin(number));
    expect(locked.status).toBe(429);
    expect(locked.body.errors.pin[0]).toBe('Too many PIN tries. Please try again later.');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('DELETE /sandbox/rate_limits?key=', () => {
  beforeEach(() => sb.reset());
  it("forgets one customer's, e-mail's or address's counters and no one else's", async () => {
    for (const email of ['fay@example.com', 'gus@example.com']) {
      for (let i = 0; i < 5; i++) await sb.request('POST', '/platform/auth/sessions', { body: { email, password: 'nope-nope' }, headers: fromAddress('203.0.113.60') });
    }
    const signIn = (email: string) => sb.request('POST', '/platform/auth/sessions', { body: { email, password: 'demo-password' }, headers: fromAddress('203.0.113.61') });
    expect((await signIn('fay@example.com')).status).toBe(429);
    const res = await sb.request('DELETE', '/sandbox/rate_limits?key=FAY@example.com');
    expect(res.body).toEqual({ ok: true, deleted: 1 });
    expect((await signIn('fay@example.com')).status).toBe(201);
    expect((await signIn('gus@example.com')).status).toBe(429);
    expect((await sb.request('DELETE', '/sandbox/rate_limits?key=%25')).status).toBe(422);
  });
});
