// The portal's access matrix: every BFF handler (every method of every app/**/route.ts), called with real
// sessions and real ids as signed out, the owner of the record, another customer (ben), each staff role
// and a dealer; any difference from the table fails. Refusals of changes run first and must change
// nothing; allowed changes go to the scratch owner (max) or are refused by rule. A second test fails
// when a handler exists that the table does not name. The CSRF and "no GET changes state" checks walk
// the same table. Requests go through API contexts in parallel, not page navigations.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { INCOME_RANGE_VALUES } from '../lib/rules/credit-increase';
import { lenderToday } from '../lib/rules/dates';
import { ACH_AUTHORIZATION_VERSION } from '../lib/rules/ach-authorization';
import { autopayBody, buildWorld, lender, snapshot, type Ids, type Owner, type Scratch, type World } from './access-world';
import { PASSWORD, storageFor } from './support';

/** 'ok': got past every gate (any status but 401, 403, 404 and 5xx); a number: exactly that status. */
type Expect = 'ok' | number;
interface Req {
  path: string;
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}
interface Row {
  /** Whose records: ana's by default for reads, max's (the scratch owner) for changes. */
  of?: Owner;
  /** Changes state (default: any method but GET): refusals run first and must change nothing. */
  mutates?: boolean;
  request: (ids: Ids) => Req;
  /** A record of its own for each allowed change (the first change would use the record up). */
  fresh?: (scratch: Scratch) => Promise<Partial<Ids>>;
  /** Rows of one lane share a record and run one after another. */
  lane?: string;
  /** The call ends the caller's session: each caller gets a session of its own, never a shared one. */
  ownSession?: boolean;
  signedOut?: Expect;
  owner: Expect;
  other: Expect;
  staff: Expect;
  dealer?: Expect;
}

const STAFF = ['care', 'dev', 'collector', 'staffer'] as const;
type Caller = 'signedOut' | 'owner' | 'other' | 'dealer' | (typeof STAFF)[number];
const CALLERS: Caller[] = ['signedOut', 'owner', 'other', ...STAFF, 'dealer'];
const customerOnly = { owner: 'ok', other: 404, staff: 'ok' } as const;
const anyone = { owner: 'ok', other: 'ok', staff: 'ok' } as const;
const staffOnly = { owner: 404, other: 404, staff: 'ok' } as const;
const cardholderOnly = { owner: 'ok', other: 404, staff: 403 } as const;
const scriptHeaders = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };
const signInForm = { email: '', password: '' }; // refused as invalid before any lender call: no failure is counted

const TABLE: Record<string, Row> = {
  // ── reads: ana's records (kim's card), called by everyone ──
  'GET /api/users/me': { request: () => ({ path: '/api/users/me' }), ...anyone },
  'GET /platform/auth/users/me': { request: () => ({ path: '/platform/auth/users/me' }), ...anyone },
  'GET /api/users/[id]': { request: (i) => ({ path: `/api/users/${i.userId}` }), ...customerOnly },
  'GET /api/users/[id]/additional_loan_qualifications': { request: (i) => ({ path: `/api/users/${i.userId}/additional_loan_qualifications` }), ...customerOnly },
  'GET /api/mobile_phones/exists': {
    request: (i) => ({ path: `/api/mobile_phones/exists?number=${i.phoneNumber}&owner_id=${i.userId}&owner_type=User&send_pin=false` }),
    ...customerOnly,
  },
  'GET /api/applications/[id]': { request: (i) => ({ path: `/api/applications/${i.appId}` }), ...customerOnly },
  'GET /api/applications/[id]/speedpay_data': { request: (i) => ({ path: `/api/applications/${i.appId}/speedpay_data` }), ...customerOnly },
  'GET /api/repairs/[id]': { request: (i) => ({ path: `/api/repairs/${i.appId}` }), ...customerOnly },
  'GET /api/dealerships': { request: () => ({ path: '/api/dealerships' }), ...anyone },
  'GET /api/collection_codes/customer_ptp': { request: () => ({ path: '/api/collection_codes/customer_ptp' }), ...anyone },
  'GET /api/payment_histories/paid_off': { request: (i) => ({ path: `/api/payment_histories/paid_off?acctrefno=${i.acctrefno}` }), ...customerOnly },
  'GET /api/transaction_histories': { request: (i) => ({ path: `/api/transaction_histories?acctrefno=${i.acctrefno}` }), ...customerOnly },
  'GET /api/statements': { request: (i) => ({ path: `/api/statements?id=${i.appId}` }), ...customerOnly },
  'GET /api/team_comments': { request: (i) => ({ path: `/api/team_comments?id=${i.appId}` }), ...customerOnly },
  'GET /api/bank_accounts': { request: (i) => ({ path: `/api/bank_accounts?user_id=${i.userId}` }), ...customerOnly },
  'GET /api/transactions': { request: (i) => ({ path: `/api/transactions?application_id=${i.appId}` }), ...customerOnly },
  // ana has no scheduled payment to read (making one would change what other tests see): max's.
  'GET /api/transactions/[id]': { of: 'max', request: (i) => ({ path: `/api/transactions/${i.transactionId}` }), ...customerOnly },
  'GET /files/[id]/url_proxy': { request: (i) => ({ path: `/files/${i.fileId}/url_proxy` }), ...customerOnly },
  'GET /api/staff/customers': { request: (i) => ({ path: `/api/staff/customers?q=${encodeURIComponent(i.email)}` }), ...staffOnly },
  'GET /api/staff/audit_events': { request: (i) => ({ path: `/api/staff/audit_events?customer_id=${i.userId}` }), ...staffOnly },
  'GET /api/revolvers/[id]': { of: 'kim', request: (i) => ({ path: `/api/revolvers/${i.cardAppId}` }), ...customerOnly },
  'GET /api/purchases/[id]': { of: 'kim', request: (i) => ({ path: `/api/purchases/${i.purchaseGuid}` }), ...customerOnly },

  // ── changes: max's records, lou's card (ineligible: refused by rule after the ownership check) ──
  // A GET that records the lender's decision: only the page's own script may call it (see the CSRF test).
  'GET /api/revolvers/[id]/calculate_credit_increase': {
    of: 'lou',
    mutates: true,
    request: (i) => ({ path: `/api/revolvers/${i.cardAppId}/calculate_credit_increase?income_range=${INCOME_RANGE_VALUES.at(-1)}`, headers: scriptHeaders }),
    ...cardholderOnly,
  },
  'POST /api/revolvers/[id]/export_credit_increase': { of: 'lou', request: (i) => ({ path: `/api/revolvers/${i.cardAppId}/export_credit_increase`, body: {} }), ...cardholderOnly },
  'POST /api/revolvers/[id]/tci_sso_data': { of: 'lou', request: (i) => ({ path: `/api/revolvers/${i.cardAppId}/tci_sso_data`, body: {} }), ...cardholderOnly },
  // Only the customer decides a purchase: staff get the 401 of spec 000 section 6. The purchase is kim's
  // approved one, so her own call is refused by rule (422) and nothing changes.
  'PUT /api/purchases/[id]': {
    of: 'kim',
    request: (i) => ({ path: `/api/purchases/${i.purchaseId}`, body: { guid: i.purchaseGuid, purchase: { rejected_at: new Date().toISOString() } } }),
    owner: 'ok',
    other: 404,
    staff: 401,
  },
  'POST /api/users/preferences': { request: (i) => ({ path: '/api/users/preferences', body: { id: i.userId, payment_reminders: false } }), ...customerOnly },
  'POST /api/valid/email': { request: () => ({ path: '/api/valid/email', body: { address: 'someone@example.com' } }), ...anyone },
  'POST /api/mobile_phones': {
    request: (i) => ({ path: '/api/mobile_phones', body: { send_pin: false, mobile_phone: { number: i.phoneNumber, owner_id: i.userId, owner_type: 'User' } } }),
    ...customerOnly,
  },
  'PUT /api/mobile_phones/[id]': { request: (i) => ({ path: `/api/mobile_phones/${i.phoneId}`, body: { send_pin: false, mobile_phone: { number: i.phoneNumber } } }), ...customerOnly },
  'PUT /api/mobile_phones/[id]/verify': { request: (i) => ({ path: `/api/mobile_phones/${i.phoneId}/verify`, body: { pin: '000000' } }), ...customerOnly },
  // Applying is the caller's own (no one else's record is named); an unknown service center is refused by
  // rule, so nobody's applications change. Staff may not apply.
  'POST /api/applications': {
    request: () => ({ path: '/api/applications', body: { application: { amount_requested: 1000, repair_description: 'Brakes', dealership_id: 2_147_483_647, consent: true } } }),
    owner: 'ok',
    other: 'ok',
    staff: 403,
  },
  'PUT /api/applications/[id]/dealership': { request: (i) => ({ path: `/api/applications/${i.appId}/dealership`, body: { dealership_id: 1 } }), owner: 'ok', other: 404, staff: 404 },
  'POST /api/applications/[id]/sign': { request: (i) => ({ path: `/api/applications/${i.appId}/sign`, body: { agree: true } }), owner: 'ok', other: 404, staff: 403 },
  // Feedback is the customer's own word: staff may not leave it for them.
  'POST /api/comments': {
    request: (i) => ({ path: '/api/comments', body: { comment: { rate: 4, comment: '', authorize: true, user_id: i.userId, commentable_id: i.appId, commentable_type: 'Application' } } }),
    owner: 'ok',
    other: 404,
    staff: 404,
  },
  'POST /api/loan_accounts/[id]/collection_action': {
    request: (i) => ({ path: `/api/loan_accounts/${i.accountId}/collection_action`, body: { promise_amount: 50, promise_date: lenderToday() } }),
    ...customerOnly,
  },
  'POST /api/team_comments': {
    request: (i) => ({ path: '/api/team_comments', body: { team_comment: { application_id: i.appId, user_id: i.userId, text: 'Hello', to_customer: true, to_dealership: false } } }),
    ...customerOnly,
  },
  'DELETE /api/team_comments/[id]': { request: (i) => ({ path: `/api/team_comments/${i.commentId}` }), fresh: async (s) => ({ commentId: await s.comment() }), ...staffOnly },
  'POST /api/plaid/link_token': { request: (i) => ({ path: '/api/plaid/link_token', body: { user_id: i.userId } }), ...customerOnly },
  'POST /api/bank_accounts': {
    request: (i) => ({ path: '/api/bank_accounts', body: { type: 'MANUAL', user_id: i.userId, routing_number: '021000021', account_number: '000111222333', bank_name: 'Another Bank', account_type: 'Savings' } }),
    ...customerOnly,
  },
  'DELETE /api/bank_accounts/[id]': { request: (i) => ({ path: `/api/bank_accounts/${i.bankId}` }), fresh: async (s) => ({ bankId: await s.bank() }), ...customerOnly },
  'POST /api/transactions': {
    request: (i) => ({
      path: '/api/transactions',
      headers: { 'idempotency-key': randomUUID() },
      body: {
        application_id: i.appId,
        terms_version: ACH_AUTHORIZATION_VERSION,
        allow_duplicate: true,
        transaction: { amount: 12.34, future_effective_at: lenderToday(), authorized: true, transactable_type: 'BankAccount', transactable_id: i.bankId, active: true },
      },
    }),
    ...customerOnly,
  },
  'DELETE /api/transactions/[id]': { request: (i) => ({ path: `/api/transactions/${i.transactionId}` }), fresh: async (s) => ({ transactionId: await s.transaction() }), ...customerOnly },
  // Autopay: one per loan, so these share it and run in order (set up → change → cancel).
  'POST /api/recurring_payments': { lane: 'autopay', request: (i) => ({ path: '/api/recurring_payments', body: autopayBody(i) }), ...customerOnly },
  'PUT /api/recurring_payments/[id]': {
    lane: 'autopay',
    request: (i) => ({ path: `/api/recurring_payments/${i.recurringId}`, body: autopayBody(i) }), // application_id is ignored
    ...customerOnly,
  },
  'DELETE /api/recurring_payments/[id]': { lane: 'autopay', request: (i) => ({ path: `/api/recurring_payments/${i.recurringId}` }), fresh: async (s) => ({ recurringId: await s.autopay() }), ...customerOnly },

  // ── outside the BFF wrapper ──
  // The intake takes reports without a session (errors happen on the sign-in page): an empty report is refused.
  'POST /api/monitoring/intake': { request: () => ({ path: '/api/monitoring/intake', body: {} }), signedOut: 422, owner: 422, other: 422, staff: 422, dealer: 422 },
  'POST /ui/auth/session': { request: () => ({ path: '/ui/auth/session', form: signInForm }), signedOut: 303, owner: 303, other: 303, staff: 303, dealer: 303 },
  'POST /ui/auth/logout': { ownSession: true, request: () => ({ path: '/ui/auth/logout' }), signedOut: 303, owner: 303, other: 303, staff: 303, dealer: 303 },
  'GET /ui/auth/logout': { ownSession: true, mutates: true, request: () => ({ path: '/ui/auth/logout' }), signedOut: 303, owner: 303, other: 303, staff: 303, dealer: 303 },
};

const methodOf = (key: string) => key.split(' ')[0]!;
const mutates = (key: string) => TABLE[key]!.mutates ?? methodOf(key) !== 'GET';
const ownerOf = (key: string): Owner => TABLE[key]!.of ?? (mutates(key) ? 'max' : 'ana');
const isRefusal = (expected: Expect) => expected === 401 || expected === 403 || expected === 404;

function expected(row: Row, caller: Caller): Expect {
  if (caller === 'signedOut') return row.signedOut ?? 401;
  if (caller === 'dealer') return row.dealer ?? 403; // another role group: the portal is not theirs
  if (caller === 'owner' || caller === 'other') return row[caller];
  return row.staff;
}

const meets = (want: Expect, status: number) => (want === 'ok' ? status < 500 && !isRefusal(status) : status === want);

/** Runs the tasks, at most `n` at a time. */
async function inPool<T>(tasks: (() => Promise<T>)[], n = 8): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}

async function send(ctx: APIRequestContext, method: string, req: Req, extra: Record<string, string> = {}) {
  const res = await ctx.fetch(req.path, {
    method,
    headers: { ...req.headers, ...extra },
    ...(req.form ? { form: req.form } : req.body !== undefined ? { data: req.body } : {}),
    maxRedirects: 0,
  });
  return { status: res.status(), text: await res.text() };
}

const FOREIGN_ORIGINS: (string | null)[] = [null, 'https://evil.example', 'null', `http://localhost.evil.example:${new URL(baseURL).port}`];
const SUBREQUEST = ['middleware:middleware:middleware:middleware:middleware', 'proxy:proxy:proxy:proxy:proxy', 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware'];

test.describe.configure({ mode: 'default' }); // in order, in one worker: the tests share the scratch owner

let world: World;
const contexts = new Map<string, APIRequestContext>();
const ownContexts: APIRequestContext[] = [];
let newContext: (storage?: string) => Promise<APIRequestContext>;

/** The context of a stored session (from auth.setup.ts), or signed out. */
async function contextOf(persona: string | null): Promise<APIRequestContext> {
  const key = persona ?? '(signed out)';
  if (!contexts.has(key)) contexts.set(key, await newContext(persona ? storageFor(persona) : undefined));
  return contexts.get(key)!;
}

const personaOf = (caller: Caller, key: string): string | null =>
  caller === 'signedOut' ? null : caller === 'owner' ? ownerOf(key) : caller === 'other' ? 'ben' : caller;

/** A session of its own (for calls that end it), signed in through the real form handler. */
async function ownSession(persona: string | null): Promise<APIRequestContext> {
  const ctx = await newContext();
  ownContexts.push(ctx);
  if (!persona) return ctx;
  const res = await ctx.post('/ui/auth/session', { form: { email: `${persona}@example.com`, password: PASSWORD }, headers: { origin: baseURL }, maxRedirects: 0 });
  if (res.status() !== 303 || res.headers().location?.includes('/ui/auth')) throw new Error(`sign-in of ${persona}: ${res.status()} ${res.headers().location}`);
  return ctx;
}

interface Call {
  key: string;
  caller: Caller;
  label: string;
  want: Expect;
  run: () => Promise<{ status: number; text: string }>;
}

interface CallOptions {
  want?: Expect;
  /** Headers on top of the row's own; mutations carry our own Origin unless `origin` says otherwise. */
  headers?: Record<string, string>;
  origin?: string | null;
  label?: string;
  /** Another persona than the table's for this caller (the "no GET changes state" check calls as max). */
  persona?: string;
}

/** The call of `key` by `caller` with these record ids. */
function call(key: string, caller: Caller, ids: Ids, options: CallOptions = {}): Call {
  const row = TABLE[key]!;
  const persona = options.persona ?? personaOf(caller, key);
  const origin = options.origin === undefined ? (methodOf(key) === 'GET' ? null : baseURL) : options.origin;
  return {
    key,
    caller,
    label: options.label ?? caller,
    want: options.want ?? expected(row, caller),
    run: async () => {
      const ctx = row.ownSession ? await ownSession(persona) : await contextOf(persona);
      return send(ctx, methodOf(key), row.request(ids), { ...(origin ? { origin } : {}), ...options.headers });
    },
  };
}

/** Runs the calls and lists every answer that differs from the table, and every refusal that leaks. */
async function differences(calls: Call[], concurrency = 8): Promise<string[]> {
  const answers = await inPool(calls.map((c) => c.run), concurrency);
  const found: string[] = [];
  calls.forEach((c, i) => {
    const { status, text } = answers[i]!;
    if (!meets(c.want, status)) found.push(`${c.key} as ${c.label}: expected ${c.want}, got ${status} ${text.slice(0, 120)}`);
    const owner = c.key in TABLE ? world.ids[ownerOf(c.key)] : null;
    if (owner && c.caller === 'other' && isRefusal(status) && (text.includes(owner.email) || text.includes(owner.name))) {
      found.push(`${c.key} as ${c.label}: the refusal names the owner`);
    }
  });
  return found;
}

test.beforeAll(async ({ playwright }) => {
  newContext = (storage) => playwright.request.newContext({ baseURL, storageState: storage ?? { cookies: [], origins: [] } });
  world = await buildWorld();
});

test.afterAll(async () => {
  await Promise.all([...contexts.values(), ...ownContexts].map((c) => c.dispose()));
});

test('every handler answers each caller as the table says; refused changes change nothing', async () => {
  test.setTimeout(120_000);
  const keys = Object.keys(TABLE);
  const before = await snapshot(world);

  // 1. Every read, and every refusal of a change (signed out, another customer, a dealer, refused staff),
  //    also with x-middleware-subrequest, which must get no further than without it.
  const first: Call[] = [];
  keys.forEach((key, n) => {
    const ids = world.ids[ownerOf(key)];
    for (const caller of CALLERS) {
      const want = expected(TABLE[key]!, caller);
      if (mutates(key) && !isRefusal(want)) continue;
      first.push(call(key, caller, ids));
      if (caller === 'signedOut' || caller === 'other') {
        const headers = { 'x-middleware-subrequest': SUBREQUEST[n % SUBREQUEST.length]! };
        first.push(call(key, caller, ids, { headers, label: `${caller} with x-middleware-subrequest` }));
      }
    }
  });
  expect(await differences(first)).toEqual([]);
  expect(await snapshot(world)).toEqual(before);

  // 2. The allowed changes: each caller on a record of its own where the change uses one up; lanes in order.
  const lanes = new Map<string, string[]>();
  for (const key of keys.filter(mutates)) lanes.set(TABLE[key]!.lane ?? key, [...(lanes.get(TABLE[key]!.lane ?? key) ?? []), key]);
  const found = await inPool(
    [...lanes.values()].map((laneKeys) => async () => {
      const out: string[] = [];
      for (const key of laneKeys) {
        for (const caller of CALLERS.filter((c) => !isRefusal(expected(TABLE[key]!, c)))) {
          const fresh = TABLE[key]!.fresh ? await TABLE[key]!.fresh!(world.scratch) : {};
          out.push(...(await differences([call(key, caller, { ...world.ids[ownerOf(key)], ...fresh })], 1)));
        }
      }
      return out;
    }),
    6,
  );
  expect(found.flat()).toEqual([]);
});

/** The handlers on disk: every method exported by every app/**\/route.ts, as 'METHOD /path'. */
function handlersOnDisk(): Map<string, string> {
  const root = path.resolve(__dirname, '..', 'app');
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^route\.(ts|tsx|js|mjs)$/.test(entry.name)) {
        const source = readFileSync(full, 'utf8');
        const route = '/' + path.relative(root, dir).split(path.sep).filter((s) => !/^\(.*\)$/.test(s)).join('/');
        const methods = new Set<string>();
        for (const m of source.matchAll(/export\s+(?:const|let|async\s+function|function)\s+(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g)) methods.add(m[1]!);
        for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
          for (const name of m[1]!.split(',').map((s) => s.trim().split(/\s+as\s+/).at(-1)!)) if (/^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/.test(name)) methods.add(name);
        }
        for (const method of methods) found.set(`${method} ${route}`, path.relative(path.resolve(root, '..'), full));
      }
    }
  };
  walk(root);
  return found;
}

test('the table names every handler on disk, and only those', () => {
  const onDisk = handlersOnDisk();
  expect(onDisk.size).toBeGreaterThan(40);
  expect([...onDisk.keys()].filter((k) => !(k in TABLE)).sort()).toEqual([]);
  expect(Object.keys(TABLE).filter((k) => !onDisk.has(k)).sort()).toEqual([]);
});

test('CSRF: every state-changing handler refuses a missing or foreign Origin with 403 and changes nothing', async () => {
  test.setTimeout(90_000);
  const before = await snapshot(world);
  const calls: Call[] = [];
  for (const key of Object.keys(TABLE).filter((k) => methodOf(k) !== 'GET')) {
    // As a caller the table lets through, so that only the Origin can be the reason for a refusal.
    const caller = CALLERS.find((c) => !isRefusal(expected(TABLE[key]!, c)) && c !== 'signedOut') ?? 'owner';
    for (const origin of FOREIGN_ORIGINS) {
      calls.push(call(key, caller, world.ids[ownerOf(key)], { want: 403, origin, label: `${caller} from origin ${origin ?? '(none)'}` }));
    }
  }
  expect(await differences(calls)).toEqual([]);
  expect(await snapshot(world)).toEqual(before);
});

/** A source file's top-level statements (each starts at column 0 with a letter). */
const topLevel = (source: string) => source.split(/\n(?=[A-Za-z])/);

/** The code of `entry` (a chunk of source) with the bodies of the file's own functions it calls, transitively. */
function withLocalHelpers(entry: string, source: string): string {
  const helpers = new Map<string, string>();
  for (const chunk of topLevel(source)) {
    const name = /^(?:export\s+)?(?:async\s+)?(?:function\s+(\w+)|const\s+(\w+)\s*=)/.exec(chunk);
    if (name) helpers.set((name[1] ?? name[2])!, chunk);
  }
  let code = entry;
  const seen = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, body] of helpers) {
      if (!seen.has(name) && new RegExp(`\\b${name}\\s*\\(`).test(code)) {
        seen.add(name);
        code += '\n' + body;
        grew = true;
      }
    }
  }
  return code;
}

/** GET handlers that change state on purpose, and what keeps another site from using them. */
const STATE_CHANGING_GETS: Record<string, string> = {
  'GET /ui/auth/logout': "the spec's sign-out link; a cross-site request (Sec-Fetch-Site) is sent home instead",
};
/** The lender's own GETs that change state (as its API defines them), and the portal handler that guards each. */
const LENDER_STATE_CHANGING_GETS: Record<string, string> = {
  'mobile-phones.ts GET /exists': 'GET /api/mobile_phones/exists',
  'revolvers.ts GET /:id/calculate_credit_increase': 'GET /api/revolvers/[id]/calculate_credit_increase',
};

test('no GET changes state: no GET handler makes a state-changing lender call; the lender GETs that change state are guarded', () => {
  const root = path.resolve(__dirname, '..');
  const api = readFileSync(path.join(root, 'lib/lender/api.ts'), 'utf8');
  const changing = new Set<string>();
  for (const chunk of api.split(/\n(?=export )/)) {
    const name = /^export (?:const|async function|function) (\w+)/.exec(chunk)?.[1];
    if (name && /method:\s*'(POST|PUT|PATCH|DELETE)'/.test(chunk)) changing.add(name);
  }
  expect(changing.size).toBeGreaterThan(20); // the scan sees the lender calls at all

  const found: Record<string, string> = {};
  for (const [key, file] of handlersOnDisk()) {
    if (!key.startsWith('GET ')) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    const handler = topLevel(source).find((chunk) => /^export\s+(?:const|async\s+function|function)\s+GET\b/.test(chunk))!;
    const code = withLocalHelpers(handler, source);
    const calls = [...changing].filter((name) => new RegExp(`\\b${name}\\s*\\(`).test(code));
    if (/\.(destroy|save)\(\)/.test(code)) calls.push('the session');
    if (calls.length) found[key] = calls.join(', ');
  }
  expect(Object.keys(found).sort()).toEqual(Object.keys(STATE_CHANGING_GETS).sort());

  // The sandbox's GET routes that write (a row, an e-mail, a text) are the lender's own design; each must be
  // behind a portal handler that only our own pages' scripts may call (bff's changesState).
  const routesDir = path.join(root, 'lender/app/routes');
  const writing: string[] = [];
  for (const file of readdirSync(routesDir)) {
    const source = readFileSync(path.join(routesDir, file), 'utf8');
    // Top-level statements: a route's handler ends where the next statement begins.
    for (const chunk of topLevel(source)) {
      const route = /^\w+Routes\.get\('([^']*)'/.exec(chunk)?.[1];
      if (route !== undefined && /\.(insert|update|delete)\(|\bsend\w*\(|\.send\(/.test(withLocalHelpers(chunk, source))) writing.push(`${file} GET ${route}`);
    }
  }
  expect(writing.sort()).toEqual(Object.keys(LENDER_STATE_CHANGING_GETS).sort());
  for (const key of Object.values(LENDER_STATE_CHANGING_GETS)) {
    const file = handlersOnDisk().get(key)!;
    expect({ key, guarded: /changesState:/.test(readFileSync(path.join(root, file), 'utf8')) }).toEqual({ key, guarded: true });
  }
});

test('no GET changes state: every GET as the owner and as staff leaves the records as they were; a GET that changes state needs our own script', async () => {
  test.setTimeout(90_000);
  const { max, lou } = world.ids;
  const before = await snapshot(world);
  const calls: Call[] = [];
  for (const key of Object.keys(TABLE).filter((k) => methodOf(k) === 'GET' && !mutates(k))) {
    // On max's records (the card's reads on kim's): nobody else changes them while this runs.
    const own = TABLE[key]!.of === 'kim';
    for (const caller of ['owner', 'care'] as const) {
      calls.push(call(key, caller, own ? world.ids.kim : max, { want: isRefusal(expected(TABLE[key]!, caller)) ? expected(TABLE[key]!, caller) : 'ok', persona: caller === 'owner' && !own ? 'max' : undefined }));
    }
  }
  // What a link, an image, a form or a script on another site (or an old browser without Fetch Metadata
  // and without a Referer) would send: refused before anything happens.
  const crossSite: Record<string, string>[] = [
    {},
    { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
    { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' },
    { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
    { referer: 'https://evil.example/page' },
  ];
  const pinPath = (query: string) => `/api/mobile_phones/exists?number=${max.phoneNumber}&owner_id=${max.userId}&owner_type=User&${query}`;
  const ownCtx = await contextOf('max');
  const louCtx = await contextOf('lou');
  for (const headers of crossSite) {
    for (const [ctx, path_] of [
      [ownCtx, pinPath('send_pin=true')],
      [ownCtx, pinPath('send_pin=false&send_pin=true')],
      [louCtx, `/api/revolvers/${lou.cardAppId}/calculate_credit_increase?income_range=${INCOME_RANGE_VALUES.at(-1)}`],
    ] as const) {
      calls.push({ key: `GET ${path_}`, caller: 'owner', label: `owner with ${JSON.stringify(headers)}`, want: 403, run: () => send(ctx, 'GET', { path: path_ }, headers) });
    }
  }
  expect(await differences(calls)).toEqual([]);
  expect(await snapshot(world)).toEqual(before);

  // The sign-out link followed from another site does not sign out.
  const session = await ownSession('max');
  const away = await send(session, 'GET', { path: '/ui/auth/logout' }, { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' });
  expect({ status: away.status, me: (await send(session, 'GET', { path: '/api/users/me' })).status }).toEqual({ status: 303, me: 200 });

  // The spec's behaviour stays for our own pages: their script's call sends the PIN, and an old browser's
  // call with our own Referer still works.
  const texts = async () => (await lender(null, 'GET', `/sandbox/outbox?to=${max.phoneNumber}`)).body.data.length as number;
  const sent = await texts();
  expect((await send(ownCtx, 'GET', { path: pinPath('send_pin=true') }, scriptHeaders)).status).toBe(200);
  expect(await texts()).toBe(sent + 1);
  const calc = `/api/revolvers/${lou.cardAppId}/calculate_credit_increase?income_range=${INCOME_RANGE_VALUES.at(-1)}`;
  expect((await send(louCtx, 'GET', { path: calc }, { referer: `${baseURL}/ui/customers/${lou.userId}` })).status).toBe(422);
});
