// The access matrix: every sandbox route, called signed out, by the owner of the record (ana), by
// another customer (ben) and by each staff role, with real ids of ana's records. Another customer
// always gets 404 (never the record, never a hint it exists). A second test fails when a route exists
// that the table does not name. The table itself is in route-table.ts (the fuzz test uses it too).
import { createApp } from '../app';
import { createDeps } from '../app/deps';
import { startSandbox, type Sandbox } from './harness';
import { anaIds, PUBLIC, STAFF, TABLE, type Expect, type Ids, type Row } from './route-table';

// Mutating rows reset the database for each caller: minutes on a loaded machine.
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

describe.each(Object.entries(TABLE))('%s', (key, row) => {
  it('answers each caller as the table says', async () => {
    await sb.reset();
    const ids = await anaIds(sb);
    const other = await sb.signIn('ben@example.com');
    // Refusals first: they must change nothing that the owner's call relies on.
    check(row.signedOut ?? 401, (await call(key, row, ids)).status, `${key} signed out`);
    const otherRes = await call(key, row, ids, other);
    check(row.other, otherRes.status, `${key} as another customer`);
    if (row.other === 404) expect(JSON.stringify(otherRes.body)).not.toContain(row.ownerEmail ?? 'ana@example.com');
    for (const email of STAFF) {
      if (row.mutates) await sb.reset();
      const fresh = row.mutates ? await anaIds(sb) : ids;
      check(row.staff, (await call(key, row, fresh, await sb.signIn(email))).status, `${key} as ${email}`);
    }
    if (row.mutates) await sb.reset();
    const fresh = row.mutates ? await anaIds(sb) : ids;
    check(row.owner, (await call(key, row, fresh, await sb.signIn(row.ownerEmail ?? 'ana@example.com'))).status, `${key} as the owner`);
  });
});

it('names every route the sandbox serves (sandbox tools off)', () => {
  const app = createApp(createDeps(sb.database.db, { tools: false }));
  const served = new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
  const named = new Set([...Object.keys(TABLE), ...PUBLIC]);
  expect([...served].filter((r) => !named.has(r)).sort()).toEqual([]);
  expect([...named].filter((r) => !served.has(r)).sort()).toEqual([]);
});
