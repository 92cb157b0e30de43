// The access matrix: every sandbox route, called signed out, by the owner of the record (ana), by
// another customer (ben) and by each staff role, with real ids of ana's records. Another customer
// always gets 404 (never the record, never a hint it exists). A second test fails when a route exists
// that the table does not name. The table itself is in route-table.ts (the fuzz test uses it too).
import { createApp } from '../http';
import { createDeps } from '../http/deps';
import { startSandbox, type Sandbox } from './harness';
import { STEP_UP_REQUIRED, STEP_UP_WINDOW_MS } from '../../lib/contract/step-up';
import { anaIds, PUBLIC, STAFF, STEP_UP_ROUTES, TABLE, type Expect, type Ids, type Row } from './route-table';

// Mutating rows reset the database after a caller changed it: a minute on a loaded machine.
jest.setTimeout(90_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

async function call(key: string, row: Row, ids: Ids, token?: string) {
  const { path: url, body, headers } = row.request(ids);
  return sb.request(key.split(' ')[0]!, url, { token, body, headers });
}

function check(expected: Expect, status: number, label: string) {
  if (expected === 'ok') expect({ label, status, gated: [401, 403, 404].includes(status) }).toEqual({ label, status, gated: false });
  else expect({ label, status }).toEqual({ label, status: expected });
}

// Every caller signs in (scrypt) and confirms the password (step-up) once; their sessions are then part of
// what a reset restores (the harness's rebase), so a reset does not sign anyone out. The database is reset only
// when a call may have changed it: an answer below 400 of a mutating route. Refusals change nothing (the fuzz
// test checks that they write nothing), and the first reset of a row also undoes an earlier row's change.
const CALLERS = [...new Set(['ana@example.com', 'ben@example.com', ...STAFF, ...Object.values(TABLE).flatMap((row) => (row.ownerEmail ? [row.ownerEmail] : []))])];
const tokens = new Map<string, string>();
let dirty = false;
let confirmedAt = 0;

/**
 * Each session confirmed within the last minute (the window is 5, so the table is about who may call a route;
 * the window has its own test below), and that state made the one a reset restores. Only on a database no call
 * has changed: a change would be restored by every later reset.
 */
async function confirmAll() {
  if (dirty) throw new Error('the sessions are confirmed on a database no call has changed');
  for (const email of CALLERS) tokens.set(email, await sb.stepUp(tokens.get(email) ?? (await sb.signIn(email))));
  await sb.rebase();
  confirmedAt = Date.now();
}

async function resetIfChanged() {
  if (!dirty) return;
  const { seeded } = await sb.reset();
  dirty = false;
  // A reset on another day than the baseline's seeds anew (the seed's dates follow today): everyone is signed out.
  if (seeded) {
    tokens.clear();
    confirmedAt = 0;
  }
}

async function tokenOf(email: string) {
  if (Date.now() - confirmedAt > 60_000) await confirmAll();
  return tokens.get(email)!;
}

describe.each(Object.entries(TABLE))('%s', (key, row) => {
  async function callAs(ids: Ids, token?: string) {
    const res = await call(key, row, ids, token);
    if (row.mutates && res.status < 400) dirty = true;
    return res;
  }

  it('answers each caller as the table says', async () => {
    await resetIfChanged();
    const ids = await anaIds(sb, await tokenOf('ana@example.com'));
    const other = await tokenOf('ben@example.com');
    // Refusals first: they must change nothing that the owner's call relies on.
    check(row.signedOut ?? 401, (await callAs(ids)).status, `${key} signed out`);
    const otherRes = await callAs(ids, other);
    check(row.other, otherRes.status, `${key} as another customer`);
    if (row.other === 404) expect(JSON.stringify(otherRes.body)).not.toContain(row.ownerEmail ?? 'ana@example.com');
    for (const email of STAFF) {
      await resetIfChanged();
      const fresh = row.mutates ? await anaIds(sb, await tokenOf('ana@example.com')) : ids;
      check(row.byStaff?.[email] ?? row.staff, (await callAs(fresh, await tokenOf(email))).status, `${key} as ${email}`);
    }
    await resetIfChanged();
    const fresh = row.mutates ? await anaIds(sb, await tokenOf('ana@example.com')) : ids;
    check(row.owner, (await callAs(fresh, await tokenOf(row.ownerEmail ?? 'ana@example.com'))).status, `${key} as the owner`);
  });
});

describe('the step-up window', () => {
  afterEach(() => sb.clock.reset());

  it.each(Object.entries(STEP_UP_ROUTES))('%s: refused to the owner\'s session not confirmed within the last 5 minutes', async (key, request) => {
    await sb.reset();
    dirty = false;
    const ids = await anaIds(sb);
    const send = async (token: string) => {
      const { path, body } = request(ids);
      return sb.request(key.split(' ')[0]!, path, { token, body });
    };
    const fresh = await sb.signIn('ana@example.com');
    expect(await send(fresh)).toMatchObject({ status: 403, body: { code: STEP_UP_REQUIRED } });
    await sb.stepUp(fresh);
    expect((await send(fresh)).body.code).toBeUndefined();
    sb.clock.advance(STEP_UP_WINDOW_MS);
    expect(await send(fresh)).toMatchObject({ status: 403, body: { code: STEP_UP_REQUIRED } });
    // Another customer's confirmed session reaches the owner's record no more than before: the table's answer.
    const ben = await sb.stepUp(await sb.signIn('ben@example.com'));
    expect((await send(ben)).body.code).toBeUndefined();
    await sb.reset();
  });
});

it('names every route the sandbox serves (sandbox tools off)', () => {
  const app = createApp(createDeps(sb.database.db, { tools: false }));
  const served = new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
  const named = new Set([...Object.keys(TABLE), ...PUBLIC]);
  expect([...served].filter((r) => !named.has(r)).sort()).toEqual([]);
  expect([...named].filter((r) => !served.has(r)).sort()).toEqual([]);
});
