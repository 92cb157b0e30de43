// GET /health: the sandbox answers and its database runs `select 1` within 2 s; a database that fails or
// hangs makes it 503, with nothing of why in the answer.
import type { Db } from '../db/client';
import { createApp } from '../http';
import { createDeps } from '../http/deps';
import { createClock } from '../domain/clock';
import { HEALTH_DATABASE_TIMEOUT_MS } from '../routes/health';
import { openTestDatabase, startSandbox, type Sandbox } from './harness';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

async function get(app: ReturnType<typeof createApp>) {
  const res = await app.request('/health');
  return { status: res.status, body: (await res.json()) as unknown };
}

it('answers 200 when the database answers select 1', async () => {
  const res = await sb.request('GET', '/health');
  expect(res).toMatchObject({ status: 200, body: { ok: true } });
});

it('answers 503 when the database is gone, and says nothing of why', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    // A database of its own, to close (on PGlite the run's seeded one: a new one's initdb takes seconds).
    const { database } = await openTestDatabase(createClock().today());
    const app = createApp(createDeps(database.db, { tools: false }));
    expect(await get(app)).toEqual({ status: 200, body: { ok: true } });
    await database.close();
    expect(await get(app)).toEqual({ status: 503, body: { ok: false } });
    expect(errors).toHaveBeenCalledWith('[sandbox] /health: the database check failed:', expect.any(String));
  } finally {
    errors.mockRestore();
  }
});

it(`answers 503 when the database does not answer within ${HEALTH_DATABASE_TIMEOUT_MS} ms`, async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    // The real database, but its every statement hangs (as behind a lock or a dead connection).
    const hanging = new Proxy(sb.database.db, {
      get: (target, key, receiver) => (key === 'execute' ? () => new Promise(() => {}) : Reflect.get(target, key, receiver)),
    }) as Db;
    const app = createApp(createDeps(hanging, { tools: false }));
    const start = Date.now();
    expect(await get(app)).toEqual({ status: 503, body: { ok: false } });
    expect(Date.now() - start).toBeGreaterThanOrEqual(HEALTH_DATABASE_TIMEOUT_MS - 50);
    expect(Date.now() - start).toBeLessThan(HEALTH_DATABASE_TIMEOUT_MS + 1500);
  } finally {
    errors.mockRestore();
  }
});
