// The benchmark's sandbox tools: a fixed latency on every answer, switchable at run time, and a bulk
// seed of payments and statements on one loan. Neither exists with the sandbox tools off.
import { count, eq } from 'drizzle-orm';
import { createApp } from '../http';
import { createDeps } from '../http/deps';
import { parseLatencyMs } from '../tools/latency';
import { completedPayments, statements } from '../db/schema';
import { startSandbox, type Sandbox } from './harness';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());
afterEach(() => sb.request('PUT', '/sandbox/bench/latency', { body: { ms: 0 } }));

/** Milliseconds one in-process request takes. */
async function timed(app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> }, path: string, init?: RequestInit) {
  const start = performance.now();
  const res = await app.request(path, init);
  await res.text();
  return { status: res.status, ms: performance.now() - start };
}

describe('SANDBOX_LATENCY_MS', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['100', 100],
    ['10000', 10000],
  ])('%p → %p ms', (value, ms) => expect(parseLatencyMs(value)).toBe(ms));

  it.each(['-1', '1.5', 'abc', '10001', '1e9'])('refuses %p', (value) => expect(() => parseLatencyMs(value)).toThrow(/SANDBOX_LATENCY_MS/));
});

describe('latency middleware', () => {
  it('adds the configured delay to every answer, including errors', async () => {
    const app = createApp(createDeps(sb.database.db, { tools: true, latencyMs: 150 }));
    for (const path of ['/health', '/api/users/me', '/no-such-path']) {
      const { ms } = await timed(app, path);
      expect(ms).toBeGreaterThanOrEqual(145);
    }
  });

  it('is switched at run time through PUT /sandbox/bench/latency', async () => {
    expect((await sb.request('GET', '/sandbox/bench/latency')).body).toEqual({ ms: 0 });
    const before = await timed(sb.app, '/health');
    expect(before.ms).toBeLessThan(100);

    const set = await sb.request('PUT', '/sandbox/bench/latency', { body: { ms: 200 } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ ms: 200 });
    expect((await timed(sb.app, '/health')).ms).toBeGreaterThanOrEqual(195);

    await sb.request('PUT', '/sandbox/bench/latency', { body: { ms: 0 } });
    expect((await timed(sb.app, '/health')).ms).toBeLessThan(100);
  });

  it.each([{ ms: -1 }, { ms: 10_001 }, { ms: 1.5 }, { ms: '100' }, {}])('refuses %p with 422', async (body) => {
    const res = await sb.request('PUT', '/sandbox/bench/latency', { body });
    expect(res.status).toBe(422);
    expect(res.body.errors.ms).toBeDefined();
  });

  it('refuses a body that is not JSON with 422', async () => {
    const res = await sb.request('PUT', '/sandbox/bench/latency', { raw: '{ms:', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(422);
  });
});

describe('POST /sandbox/bench/seed', () => {
  const countsOf = async (loanAccountId: number) => {
    const [payments] = await sb.database.db.select({ n: count() }).from(completedPayments).where(eq(completedPayments.loanAccountId, loanAccountId));
    const [stated] = await sb.database.db.select({ n: count() }).from(statements).where(eq(statements.loanAccountId, loanAccountId));
    return { payments: Number(payments?.n), statements: Number(stated?.n) };
  };

  it("answers ana's current loan and its counts without adding anything for 0", async () => {
    const me = await sb.request('GET', '/api/users/me', { token: await sb.signIn('ana@example.com') });
    const res = await sb.request('POST', '/sandbox/bench/seed', { body: { email: 'ana@example.com', payments: 0, statements: 0 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: me.body.data.id, application_id: me.body.data.attributes.current_application_id });
    expect(res.body.bank_account_ids.length).toBeGreaterThan(0);
    expect(await countsOf(res.body.loan_account_id)).toEqual({ payments: res.body.payments, statements: res.body.statements });
  });

  it('adds 10,000 payments and 10,000 statements to one loan in seconds', async () => {
    const base = await sb.request('POST', '/sandbox/bench/seed', { body: { email: 'ANA@example.com', payments: 0, statements: 0 } });
    const start = performance.now();
    const res = await sb.request('POST', '/sandbox/bench/seed', { body: { email: 'ana@example.com', payments: 10_000, statements: 10_000 } });
    const seconds = (performance.now() - start) / 1000;
    expect(res.status).toBe(200);
    expect(seconds).toBeLessThan(20);
    expect(res.body.payments).toBe(base.body.payments + 10_000);
    expect(res.body.statements).toBe(base.body.statements + 10_000);
    expect(await countsOf(res.body.loan_account_id)).toEqual({ payments: res.body.payments, statements: res.body.statements });

    // Every seeded statement keeps its unique row id; a second seed continues after the first.
    const again = await sb.request('POST', '/sandbox/bench/seed', { body: { email: 'ana@example.com', payments: 5, statements: 5 } });
    expect(again.status).toBe(200);
    expect(again.body.statements).toBe(res.body.statements + 5);
  }, 60_000);

  it.each([
    [{ email: 'ana@example.com', payments: 20_001, statements: 0 }, 'payments'],
    [{ email: 'ana@example.com', payments: -1, statements: 0 }, 'payments'],
    [{ email: 'ana@example.com', payments: 1, statements: 'ten' }, 'statements'],
    [{ payments: 1, statements: 1 }, 'email'],
  ])('refuses %p with 422 on %s', async (body, field) => {
    const res = await sb.request('POST', '/sandbox/bench/seed', { body });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBeDefined();
  });

  it('answers 404 for an unknown e-mail and for a persona without an installment loan', async () => {
    for (const email of ['nobody@example.com', 'lou@example.com']) {
      const res = await sb.request('POST', '/sandbox/bench/seed', { body: { email, payments: 1, statements: 1 } });
      expect(res.status).toBe(404);
    }
  });
});

describe('with the sandbox tools off', () => {
  it('has neither the latency nor the bench endpoints', async () => {
    const app = createApp(createDeps(sb.database.db, { tools: false, latencyMs: 300 }));
    const health = await timed(app, '/health');
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(250);
    for (const [method, path] of [['GET', '/sandbox/bench/latency'], ['PUT', '/sandbox/bench/latency'], ['POST', '/sandbox/bench/seed']] as const) {
      const res = await app.request(path, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : JSON.stringify({ ms: 0, email: 'ana@example.com', payments: 1, statements: 1 }) });
      expect(res.status).toBe(404);
    }
  });
});
