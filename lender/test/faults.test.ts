// The fault switch (POST/DELETE /sandbox/faults) and the load tools (/sandbox/load/*): faults pinned to
// one user leave everyone else alone; each failure mode answers as it says; a fault "after" lets the
// route commit first, so a retry with the same Idempotency-Key replays the payment instead of paying twice.
import { randomUUID } from 'node:crypto';
import { ACH_AUTHORIZATION_VERSION } from '../domain/payments';
import { startSandbox, type Sandbox } from './harness';

jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
afterEach(() => sb.request('DELETE', '/sandbox/faults'));

interface LoadCustomer {
  email: string;
  user_id: number;
  application_id: number;
  bank_account_id: number;
  card_application_id: number | null;
}

let prefixes = 0;
async function customers(count: number, card = false): Promise<(LoadCustomer & { token: string })[]> {
  const res = await sb.request('POST', '/sandbox/load/customers', { body: { prefix: `faults-${++prefixes}`, count, card } });
  expect(res.status).toBe(201);
  return Promise.all((res.body.data as LoadCustomer[]).map(async (c) => ({ ...c, token: await sb.signIn(c.email) })));
}

const fault = async (body: object) => expect((await sb.request('POST', '/sandbox/faults', { body })).status).toBe(201);
const loan = (c: { application_id: number; token: string }) => sb.request('GET', `/api/loan_accounts/${c.application_id}`, { token: c.token });

const payment = (c: LoadCustomer, amount: number) => ({
  application_id: c.application_id,
  transaction: { amount, future_effective_at: sb.clock.today(), authorized: true, transactable_type: 'BankAccount', transactable_id: c.bank_account_id, active: true },
  terms_version: ACH_AUTHORIZATION_VERSION,
});

describe('faults pinned to a user', () => {
  it('fail every call of that user, any method, and none of anyone else', async () => {
    const [a, b] = await customers(2);
    await fault({ method: 'ANY', user_id: a!.user_id, status: 500, times: 3 });
    expect((await loan(a!)).status).toBe(500);
    expect((await sb.request('GET', '/api/users/me', { token: a!.token })).status).toBe(500);
    expect((await loan(b!)).status).toBe(200);
    expect((await sb.request('POST', '/api/team_comments', { token: a!.token, body: {} })).status).toBe(500);
    // Three used up: the next call runs normally.
    expect((await loan(a!)).status).toBe(200);
  });

  it('answer a cut-off JSON body with 200 (malformed) and 502 in process for a reset', async () => {
    const [a] = await customers(1);
    await fault({ method: 'ANY', user_id: a!.user_id, fail: 'malformed' });
    const res = await sb.app.request(`/api/loan_accounts/${a!.application_id}`, { headers: { authorization: `Bearer ${a!.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    await expect(res.json()).rejects.toThrow();
    await fault({ method: 'ANY', user_id: a!.user_id, fail: 'reset' });
    expect((await loan(a!)).status).toBe(502);
  });

  it('delay the answer by delay_ms, then run normally', async () => {
    const [a] = await customers(1);
    await fault({ path: `/api/loan_accounts/${a!.application_id}`, user_id: a!.user_id, delay_ms: 300 });
    const start = performance.now();
    expect((await loan(a!)).status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(290);
  });

  it('are cleared for one user only with DELETE ?user_id=', async () => {
    const [a, b] = await customers(2);
    await fault({ method: 'ANY', user_id: a!.user_id, status: 503, times: 10 });
    await fault({ method: 'ANY', user_id: b!.user_id, status: 503, times: 10 });
    expect((await sb.request('DELETE', `/sandbox/faults?user_id=${a!.user_id}`)).status).toBe(200);
    expect((await loan(a!)).status).toBe(200);
    expect((await loan(b!)).status).toBe(503);
  });

  it.each([
    ['neither a path nor a user', { method: 'ANY', status: 500 }],
    ['a status and a failure', { user_id: 1, status: 500, fail: 'reset' }],
    ['an unknown failure', { user_id: 1, fail: 'explode' }],
  ])('are refused with %s', async (_, body) => {
    expect((await sb.request('POST', '/sandbox/faults', { body })).status).toBe(422);
  });
});

describe('a fault after the route ran', () => {
  it('keeps the payment the route recorded; a retry with the same key replays it, once', async () => {
    const [a] = await customers(1);
    const key = randomUUID();
    await fault({ method: 'POST', path: '/api/transactions', user_id: a!.user_id, status: 500, after: true });
    const failed = await sb.request('POST', '/api/transactions', { token: a!.token, body: payment(a!, 12.34), headers: { 'idempotency-key': key } });
    expect(failed.status).toBe(500);

    const recorded = await sb.request('GET', '/sandbox/load/payments?prefix=faults-' + prefixes);
    expect(recorded.body.transactions).toHaveLength(1);
    expect(recorded.body.transactions[0]).toMatchObject({ user_id: a!.user_id, amount_cents: 1234 });

    const retry = await sb.request('POST', '/api/transactions', { token: a!.token, body: payment(a!, 12.34), headers: { 'idempotency-key': key } });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.id).toBe(recorded.body.transactions[0].id);
    const after = await sb.request('GET', '/sandbox/load/payments?prefix=faults-' + prefixes);
    expect(after.body.transactions).toHaveLength(1);
    expect(after.body.keys).toEqual([{ user_id: a!.user_id, key, status: 201, transaction_id: retry.body.id }]);
  });

  it('before the route ran records nothing', async () => {
    const [a] = await customers(1);
    await fault({ method: 'POST', path: '/api/transactions', user_id: a!.user_id, status: 500 });
    const res = await sb.request('POST', '/api/transactions', { token: a!.token, body: payment(a!, 5), headers: { 'idempotency-key': randomUUID() } });
    expect(res.status).toBe(500);
    expect((await sb.request('GET', '/sandbox/load/payments?prefix=faults-' + prefixes)).body).toEqual({ transactions: [], keys: [] });
  });
});

describe('load customers', () => {
  it('each have a loan, a bank account, history, statements, a message and, when asked, a card account', async () => {
    const [a] = await customers(1, true);
    expect(a!.card_application_id).not.toBeNull();
    expect((await loan(a!)).body.data.attributes).toMatchObject({ payoff_balance: 4500, open: true });
    const statements = await sb.request('GET', `/api/statements?id=${a!.application_id}`, { token: a!.token });
    expect(statements.status).toBe(200);
    expect(JSON.stringify(statements.body)).toContain('statement');
    const comments = await sb.request('GET', `/api/team_comments?id=${a!.application_id}`, { token: a!.token });
    expect(JSON.stringify(comments.body)).toContain('Can I pay early');
    expect((await sb.request('GET', `/api/revolvers/${a!.card_application_id}`, { token: a!.token })).status).toBe(200);
    const banks = await sb.request('GET', `/api/bank_accounts?user_id=${a!.user_id}`, { token: a!.token });
    expect(JSON.stringify(banks.body)).toContain(String(a!.bank_account_id));
  });

  it('cannot be created twice with one prefix, and see only their own records', async () => {
    const [a, b] = await customers(2);
    expect((await sb.request('POST', '/sandbox/load/customers', { body: { prefix: `faults-${prefixes}`, count: 1 } })).status).toBe(409);
    expect((await sb.request('GET', `/api/loan_accounts/${b!.application_id}`, { token: a!.token })).status).toBe(404);
  });

  it.each([{ prefix: 'Bad Prefix', count: 1 }, { prefix: 'ok', count: 0 }, { prefix: 'ok', count: 1001 }])('refuses %p', async (body) => {
    expect((await sb.request('POST', '/sandbox/load/customers', { body })).status).toBe(422);
  });
});
