// Bounded tables: a customer's day leaves idempotency keys, rate-limit windows, a PIN, link
// tokens and sessions behind; the sweep deletes each once its time is over (the sandbox clock is moved past
// it), and the tables return to their size. What is still in force survives a sweep: a payment's key is
// replayed, an unused link token is redeemed. Link tokens live in the database: one instance issues, another
// redeems, once.
import { randomUUID } from 'node:crypto';
import { count, isNotNull } from 'drizzle-orm';
import { LinkTokenResponseSchema, SANDBOX_BANKS, sandboxPublicToken } from '../../lib/contract/bank-accounts';
import { authSessions, idempotencyKeys, mobilePhones, plaidLinkTokens, rateLimits } from '../db/schema';
import { ACH_AUTHORIZATION_VERSION } from '../domain/payments';
import { sweep } from '../domain/sweep';
import { createApp } from '../http';
import { createDeps } from '../http/deps';
import { databaseKind, startSandbox, type Sandbox } from './harness';

jest.setTimeout(60_000);

const HOUR = 60 * 60 * 1000;
let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

async function sizes() {
  const { db } = sb.database;
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  return {
    idempotencyKeys: await n(db.select({ n: count() }).from(idempotencyKeys)),
    rateLimits: await n(db.select({ n: count() }).from(rateLimits)),
    pins: await n(db.select({ n: count() }).from(mobilePhones).where(isNotNull(mobilePhones.pinHash))),
    linkTokens: await n(db.select({ n: count() }).from(plaidLinkTokens)),
    sessions: await n(db.select({ n: count() }).from(authSessions)),
  };
}

const linkBody = (userId: number, linkToken: string) => {
  const bank = SANDBOX_BANKS[1];
  return {
    type: 'PLAID',
    user_id: userId,
    public_token: sandboxPublicToken(linkToken),
    metadata: { institution: { institution_id: bank.institution_id, name: bank.name }, accounts: [{ ...bank.accounts[0], sufficient: undefined }] },
  };
};

describe(`the sweep (${databaseKind})`, () => {
  it('deletes what has expired, keeps what is in force, and the tables return to their size', async () => {
    const before = await sizes();

    // A customer's day: a wrong password, a sign-in, a payment, a PIN sent, two link tokens (one used), a sign-out.
    const { data: [customer] } = (await sb.request('POST', '/sandbox/load/customers', { body: { prefix: 'sweep', count: 1 } })).body;
    expect((await sb.request('POST', '/platform/auth/sessions', { body: { email: customer.email, password: 'wrong-password' } })).status).toBe(401);
    const token = await sb.signIn(customer.email);
    const key = randomUUID();
    const payment = { application_id: customer.application_id, terms_version: ACH_AUTHORIZATION_VERSION, transaction: { amount: 11.11, future_effective_at: sb.clock.today(), authorized: true, transactable_type: 'BankAccount', transactable_id: customer.bank_account_id, active: true } };
    const pay = () => sb.request('POST', '/api/transactions', { token, headers: { 'idempotency-key': key }, body: payment });
    const paid = await pay();
    expect(paid.status).toBe(201);
    expect((await sb.request('POST', '/api/mobile_phones', { token, body: { send_pin: true, mobile_phone: { number: '5555550111', owner_id: customer.user_id, owner_type: 'User' } } })).status).toBeLessThan(300);

    const fay = await sb.signIn('fay@example.com');
    const fayId = await sb.userId('fay@example.com');
    const issue = async () => LinkTokenResponseSchema.parse((await sb.request('POST', '/api/plaid/link_token', { token: fay, body: { user_id: fayId } })).body).link_token;
    const used = await issue();
    const unused = await issue();
    expect((await sb.request('POST', '/api/bank_accounts', { token: fay, body: linkBody(fayId, used) })).status).toBe(201);
    const leaving = await sb.signIn('ana@example.com');
    expect((await sb.request('DELETE', '/platform/auth/sessions', { token: leaving })).status).toBe(200);

    const busy = await sizes();
    expect(busy.idempotencyKeys).toBe(before.idempotencyKeys + 1);
    expect(busy.rateLimits).toBeGreaterThan(before.rateLimits);
    expect(busy.pins).toBe(before.pins + 1);
    expect(busy.linkTokens).toBe(before.linkTokens + 2);
    expect(busy.sessions).toBe(before.sessions + 3);

    // Now: only the used link token and the signed-out session are over.
    expect(await sweep(depsOf())).toEqual({ idempotencyKeys: 0, rateLimits: 0, pins: 0, linkTokens: 1, sessions: 1, passkeyChallenges: 0, autopayRegularAgain: 0 });
    const replay = await pay();
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(paid.body.id);
    expect((await sb.request('POST', '/api/bank_accounts', { token: fay, body: linkBody(fayId, unused) })).status).toBe(201);

    // A day later (through the sandbox tool, as an operator or a test would call it): everything is over.
    sb.clock.advance(25 * HOUR);
    const res = await sb.request('POST', '/sandbox/sweep');
    expect(res.status).toBe(200);
    expect(res.body.deleted).toMatchObject({ idempotencyKeys: 1, pins: 1, linkTokens: 1, sessions: 2 });
    expect(res.body.deleted.rateLimits).toBe(busy.rateLimits - before.rateLimits);
    expect(await sizes()).toEqual(before);
    // A sweep with nothing to do deletes nothing.
    expect((await sb.request('POST', '/sandbox/sweep')).body.deleted).toEqual({ idempotencyKeys: 0, rateLimits: 0, pins: 0, linkTokens: 0, sessions: 0, passkeyChallenges: 0, autopayRegularAgain: 0 });
  });

  it('keeps a rate-limit window until it is over, and an expired PIN for an hour', async () => {
    const before = await sizes();
    const email = 'gus@example.com';
    for (let i = 0; i < 2; i++) expect((await sb.request('POST', '/platform/auth/sessions', { body: { email, password: 'wrong-password' } })).status).toBe(401);
    const windows = (await sizes()).rateLimits;
    expect(windows).toBeGreaterThan(before.rateLimits);
    sb.clock.advance(10 * 60 * 1000);
    expect((await sb.request('POST', '/sandbox/sweep')).body.deleted.rateLimits).toBe(0);
    sb.clock.advance(2 * HOUR);
    expect((await sb.request('POST', '/sandbox/sweep')).body.deleted.rateLimits).toBe(windows - before.rateLimits);

    const token = await sb.signIn('fay@example.com');
    const fayId = await sb.userId('fay@example.com');
    const sent = await sb.request('POST', '/api/mobile_phones', { token, body: { send_pin: true, mobile_phone: { number: '5555550122', owner_id: fayId, owner_type: 'User' } } });
    expect(sent.status).toBeLessThan(300);
    sb.clock.advance(20 * 60 * 1000); // expired 10 minutes ago
    expect((await sb.request('POST', '/sandbox/sweep')).body.deleted.pins).toBe(0);
    expect((await sb.request('PUT', `/api/mobile_phones/${sent.body.data.id}/verify`, { token: await sb.signIn('fay@example.com'), body: { pin: '123456' } })).body.message).toBe('This PIN has expired.');
    sb.clock.advance(HOUR);
    expect((await sb.request('POST', '/sandbox/sweep')).body.deleted.pins).toBe(1);
  });

  it('shares link tokens between instances: one issues, another redeems, once', async () => {
    const other = createApp(depsOf());
    const fay = await sb.signIn('fay@example.com');
    const fayId = await sb.userId('fay@example.com');
    const linkToken = LinkTokenResponseSchema.parse((await sb.request('POST', '/api/plaid/link_token', { token: fay, body: { user_id: fayId } })).body).link_token;
    const post = (app: typeof other) =>
      app.request('/api/bank_accounts', { method: 'POST', headers: { authorization: `Bearer ${fay}`, 'content-type': 'application/json' }, body: JSON.stringify(linkBody(fayId, linkToken)) });
    const [a, b] = await Promise.all([post(other), post(sb.app)]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expect((await post(other)).status).toBe(422);
  });
});

/** Another instance's dependencies on the same database and clock (a second sandbox process). */
function depsOf() {
  return createDeps(sb.database.db, { clock: sb.clock, tools: true });
}
