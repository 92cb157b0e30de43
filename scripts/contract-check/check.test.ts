// The contract check against the sandbox, in process (its app.fetch, no port): both wire modes pass for
// two customers, a lender that drops a field the portal needs fails with that field named, and without
// --write no state-changing call is made.
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '../../lender/db/schema';
import { startSandbox, type Sandbox } from '../../lender/test/harness';
import { findCall, LENDER_CALLS } from '../../lib/contract/calls';
import { ext, spec } from '../../lib/contract/wire';
import { formatTable, runContractCheck, type CheckRow } from './check';
import { compareFields } from './compare';
import { main } from './main';

const LENDER = 'http://lender.test';
const PASSWORD = 'demo-password';
const CUSTOMERS = ['ana@example.com', 'kim@example.com'];
const SLOW = 120_000;

type Rewrite = (url: URL, res: Response) => Promise<Response>;

/** The sandbox as a fetch: records METHOD /path of each request, and may rewrite an answer. */
function sandboxFetch(sandbox: Sandbox, options: { seen?: string[]; rewrite?: Rewrite } = {}): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    options.seen?.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const res = await sandbox.app.request(url.pathname + url.search, init);
    return options.rewrite ? options.rewrite(url, res) : res;
  }) as typeof fetch;
}

/** Staff have two-step verification: the code the sign-in e-mailed, from the sandbox's outbox. */
const outboxCode = (sandbox: Sandbox, email: string) => async () => {
  const [message] = await sandbox.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1);
  return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? null;
};

const check = (sandbox: Sandbox, email: string, options: { write?: boolean; seen?: string[]; rewrite?: Rewrite } = {}) =>
  runContractCheck({ lender: LENDER, email, password: PASSWORD, write: options.write, fetch: sandboxFetch(sandbox, options), secondStepCode: outboxCode(sandbox, email) });

const made = (rows: CheckRow[]) => rows.filter((row) => row.result !== 'skipped');

/** The read-only calls the seed's customers cannot reach: staff only, and no payment on record. */
// getUpload: no file sent by these customers (the check never sends one; the sandbox API tests open files).
const NOT_FOR_THESE_CUSTOMERS = ['getAssistanceQueue', 'searchCustomers', 'getAuditEvents', 'getTransaction', 'getUpload'];

describe.each(['full', 'spec'] as const)('against the sandbox, wire %s', (wire) => {
  let sandbox: Sandbox;
  const runs = new Map<string, CheckRow[]>();
  beforeAll(async () => {
    sandbox = await startSandbox({ wire });
    for (const email of CUSTOMERS) runs.set(email, await check(sandbox, email));
  }, SLOW);
  afterAll(() => sandbox?.close());

  it.each(CUSTOMERS)('%s: every call made passes, no spec field missing, nothing unknown', (email) => {
    const rows = runs.get(email)!;
    expect(made(rows).length).toBeGreaterThan(20);
    for (const row of rows) {
      expect({ call: row.call, result: row.result, note: row.note }).toEqual({ call: row.call, result: row.result === 'skipped' ? 'skipped' : 'pass', note: row.note });
      expect(row.missing).toEqual([]);
      expect(row.unknown).toEqual([]);
    }
  });

  it('between them the two customers reach every read-only call but the staff ones and a single payment', () => {
    const reached = new Set(CUSTOMERS.flatMap((email) => made(runs.get(email)!).map((row) => row.id)));
    const readOnly = LENDER_CALLS.filter((call) => !call.changesState).map((call) => call.id);
    expect(readOnly.filter((id) => !reached.has(id)).sort()).toEqual([...NOT_FOR_THESE_CUSTOMERS].sort());
  });

  it.each(CUSTOMERS)(
    wire === 'spec' ? '%s: extension fields are reported absent, and none is present' : '%s: every extension field is present',
    (email) => {
      const rows = made(runs.get(email)!);
      const absent = rows.flatMap((row) => row.extensionsAbsent);
      const present = rows.flatMap((row) => row.extensionsPresent);
      if (wire === 'spec') {
        expect(absent).toEqual(expect.arrayContaining(['data.attributes.first_name', 'meta', 'data.attributes.debt_buyer']));
        expect(present).toEqual([]);
      } else {
        expect(absent).toEqual([]);
        expect(present).toEqual(expect.arrayContaining(['data.attributes.first_name', 'meta', 'data.attributes.debt_buyer']));
      }
    },
  );

  if (wire !== 'full') return;

  it('a staff identity also makes the staff calls', async () => {
    const rows = await check(sandbox, 'care@example.com');
    for (const id of ['searchCustomers', 'getAuditEvents']) expect(rows.find((row) => row.id === id)?.result).toBe('pass');
    expect(rows.filter((row) => row.result === 'fail')).toEqual([]);
  }, SLOW);

  it('without --write makes no state-changing call but the sign-in; --write adds only the sign-out', async () => {
    const changing = (seen: string[]) =>
      seen.filter((request) => {
        const [method, path] = request.split(' ') as [string, string];
        const call = findCall(method, path);
        expect({ request, known: Boolean(call) }).toEqual({ request, known: true });
        return call?.changesState;
      });

    const seen: string[] = [];
    const rows = await check(sandbox, 'kim@example.com', { seen });
    expect(seen.length).toBeGreaterThan(20);
    expect(changing(seen)).toEqual(['POST /platform/auth/sessions']);
    expect(rows.find((row) => row.id === 'signOut')).toMatchObject({ result: 'skipped', note: expect.stringContaining('--write') });

    const written: string[] = [];
    const writeRows = await check(sandbox, 'kim@example.com', { write: true, seen: written });
    expect(changing(written)).toEqual(['POST /platform/auth/sessions', 'DELETE /platform/auth/sessions']);
    expect(writeRows.find((row) => row.id === 'signOut')).toMatchObject({ call: 'DELETE /platform/auth/sessions', status: 200, result: 'pass' });
    expect(written.at(-1)).toBe('DELETE /platform/auth/sessions');
  }, SLOW);

  describe('a lender that drops a field the portal needs', () => {
    const dropPayoffBalance: Rewrite = async (url, res) => {
      if (!/^\/api\/loan_accounts\/\d+$/.test(url.pathname) || !res.ok) return res;
      const body = (await res.json()) as { data: { attributes: Record<string, unknown> } };
      delete body.data.attributes.payoff_balance;
      return new Response(JSON.stringify(body), { status: res.status, headers: res.headers });
    };

    it('fails the loan account row, naming data.attributes.payoff_balance', async () => {
      const rows = await check(sandbox, 'ana@example.com', { rewrite: dropPayoffBalance });
      const loanRows = rows.filter((row) => row.id === 'getLoanAccount');
      expect(loanRows.length).toBeGreaterThan(0);
      for (const row of loanRows) {
        expect(row).toMatchObject({ status: 200, result: 'fail', missing: ['data.attributes.payoff_balance'] });
        expect(row.note).toContain('data.attributes.payoff_balance');
      }
      expect(rows.filter((row) => row.result === 'fail').map((row) => row.id)).toEqual(loanRows.map(() => 'getLoanAccount'));

      const table = formatTable(rows);
      const line = table.split('\n').find((l) => l.startsWith(loanRows[0]!.call))!;
      expect(line).toMatch(/\bFAIL\b/);
      expect(line).toContain('data.attributes.payoff_balance');
      expect(table).toMatch(/\d+ calls: \d+ pass, [1-9]\d* fail/);
    }, SLOW);

    it("main's exit code is 1 (0 for the lender as it is, 2 on bad arguments)", async () => {
      const args = ['--lender', LENDER, '--email', 'ana@example.com', '--password', PASSWORD];
      const printed: string[] = [];
      const io = (rewrite?: Rewrite) => ({ out: (text: string) => printed.push(text), err: (text: string) => printed.push(text), fetch: sandboxFetch(sandbox, { rewrite }) });

      expect(await main(args, io(dropPayoffBalance))).toBe(1);
      expect(printed.join('\n')).toContain('data.attributes.payoff_balance');

      printed.length = 0;
      expect(await main([...args, '--json'], io())).toBe(0);
      const rows = JSON.parse(printed.join('')) as CheckRow[];
      expect(rows.find((row) => row.id === 'getLoanAccount')).toMatchObject({ result: 'pass', missing: [] });

      printed.length = 0;
      expect(await main(['--lender', LENDER, '--email', 'ana@example.com'], io())).toBe(2);
      expect(printed.join('\n')).toContain('usage: npm run contract:check');
      expect(await main([...args, '--verbose'], io())).toBe(2);
    }, SLOW);
  });
});

describe('compareFields', () => {
  const Item = z.object({ id: spec(z.number(), '001 §3'), label: ext(z.string(), { why: 'w', without: 'f' }) });
  const Schema = z.object({
    data: spec(z.array(Item), '001 §7'),
    owner: spec(z.object({ name: spec(z.string(), '001 §3') }).nullable(), '001 §3'),
    meta: ext(z.object({ total: z.number() }), { why: 'w', without: 'f' }),
  });

  it('judges each array item, skips the children of a null parent, and names what is not declared', () => {
    const result = compareFields(Schema, { data: [{ id: 1, colour: 'red' }, { label: 'x' }], owner: null, extra: true });
    expect(result).toEqual({
      missing: ['data[].id'],
      extensionsAbsent: ['meta'],
      extensionsPresent: ['data[].label'],
      unknown: ['data[].colour', 'extra'],
    });
  });

  it('reports a missing parent once, not its children', () => {
    expect(compareFields(Schema, { data: [] }).missing).toEqual(['owner']);
  });
});
