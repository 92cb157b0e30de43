// The portal's access matrix: every BFF handler (every method of every app/**/route.ts), called with real
// sessions and real ids as signed out, the owner of the record, another customer (ben), each staff role
// and a dealer; any difference from the table fails. Refusals of changes run first and must change
// nothing; allowed changes go to the scratch owner (max) or are refused by rule. A second test fails
// when a handler exists that the table does not name. The CSRF and "no GET changes state" checks walk
// the same table. Requests go through API contexts in parallel, not page navigations.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { LENDER_CALLS } from '../lib/contract/calls';
import { INCOME_RANGE_VALUES } from '../lib/rules/credit-increase';
import { CALLERS, expected, isRefusal, meets, methodOf, mutates, ownerOf, scriptHeaders, TABLE, type Caller, type Expect, type Req } from './access-table';
import { buildWorld, lender, snapshot, type Ids, type World } from './access-world';
import { handlersOnDisk, topLevel, withLocalHelpers } from './source-scan';
import { PASSWORD, postSignIn, storageFor } from './support';

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
    ...(req.form ? { form: req.form } : req.multipart ? { multipart: req.multipart } : req.body !== undefined ? { data: req.body } : {}),
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
  const res = await postSignIn(ctx, `${persona}@example.com`);
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
      if (row.stepUp && persona) await ctx.post('/platform/auth/step_up', { data: { password: PASSWORD }, headers: { origin: baseURL } });
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


test('the step-up window: every sensitive change answers a session whose password was not confirmed 403 step_up_required, and the confirmation opens it', async () => {
  const sensitive = Object.keys(TABLE).filter((key) => TABLE[key]!.stepUp);
  expect(sensitive.length).toBeGreaterThanOrEqual(4);
  const session = await ownSession('max');
  for (const key of sensitive) {
    const res = await send(session, methodOf(key), TABLE[key]!.request(world.ids.max), { origin: baseURL });
    expect({ key, status: res.status, code: JSON.parse(res.text).code }).toEqual({ key, status: 403, code: 'step_up_required' });
  }
  // The e-mail too, which the table's row (reminders) does not change.
  const email = await send(session, 'POST', { path: '/api/users/preferences', body: { id: world.ids.max.userId, user: { email: 'mallory@evil.example' } } }, { origin: baseURL });
  expect({ status: email.status, code: JSON.parse(email.text).code }).toEqual({ status: 403, code: 'step_up_required' });
  expect((await session.post('/platform/auth/step_up', { data: { password: PASSWORD }, headers: { origin: baseURL } })).status()).toBe(200);
  for (const key of sensitive) {
    const res = await send(session, methodOf(key), TABLE[key]!.request(world.ids.max), { origin: baseURL });
    // Past the step-up: answered or refused for another reason (each refusal carries its code), never step_up_required.
    expect({ key, stepUpAsked: JSON.parse(res.text).code === 'step_up_required' }).toEqual({ key, stepUpAsked: false });
  }
});

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
  // The lender calls sent with a method that changes state, by their id in the call table (`lender.<id>(…)`).
  const changing = new Set<string>(LENDER_CALLS.filter((call) => call.method !== 'GET').map((call) => call.id));
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
  const routesDir = path.join(root, 'lender/routes');
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
  // The fallback page (/ui/unavailable) reads nothing and answers 500 by design (PEACH's max is sent to
  // /ui/borrower first): its statuses are checked by the table's own test above.
  for (const key of Object.keys(TABLE).filter((k) => methodOf(k) === 'GET' && !mutates(k) && k !== 'GET /ui/unavailable')) {
    // On max's records (the card's reads on kim's, a sent file's on uma's): nobody else changes them while this runs.
    const of = TABLE[key]!.of;
    const own = of === 'kim' || of === 'uma';
    for (const caller of ['owner', 'care'] as const) {
      calls.push(call(key, caller, own ? world.ids[of] : max, { want: isRefusal(expected(TABLE[key]!, caller)) ? expected(TABLE[key]!, caller) : 'ok', persona: caller === 'owner' && !own ? 'max' : undefined }));
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
