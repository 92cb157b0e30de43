// Sessions over HTTP: the cookie's flags and lifetime, a new token at every sign-in, sign-out revoking the
// token upstream, idle and absolute expiry both in the cookie (resealed with moved timestamps: the cookie's
// clock) and upstream (the sandbox ages one token: the lender's clock), forged and tampered cookies, and
// x-middleware-subrequest on pages. fay's sessions are made here and only here; nothing of hers changes.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { sealData, unsealData } from 'iron-session';
import { baseURL, SESSION_SECRET } from '../playwright.config';
import type { SessionData } from '../lib/session/config';
import { lender } from './access-world';
import { PASSWORD, personaIds } from './support';

const COOKIE = '__Host-portal_session';
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const EMAIL = 'fay@example.com';

const contexts: APIRequestContext[] = [];
let newContext: () => Promise<APIRequestContext>;
test.beforeAll(({ playwright }) => {
  newContext = async () => {
    const ctx = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    contexts.push(ctx);
    return ctx;
  };
});
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.dispose()));
});

const setCookies = (headers: { name: string; value: string }[]) => headers.filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);

/** Signs in through the sign-in form's handler; answers the session cookie's value and its Set-Cookie line. */
async function signIn(ctx: APIRequestContext, email = EMAIL) {
  const res = await ctx.post('/ui/auth/session', { form: { email, password: PASSWORD }, headers: { origin: baseURL }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
  expect(res.headers().location).not.toContain('/ui/auth');
  const line = setCookies(res.headersArray()).find((l) => l.startsWith(`${COOKIE}=`))!;
  expect(line).toBeTruthy();
  return { value: line.slice(COOKIE.length + 1).split(';')[0]!, line };
}

const unseal = (value: string) => unsealData<SessionData>(value, { password: SESSION_SECRET, ttl: 12 * 3600 });
const seal = (data: SessionData, password = SESSION_SECRET) => sealData(data, { password, ttl: 12 * 3600 });

/** What the portal answers a handler and a page with this cookie (sent as is, whatever its name). */
async function withCookie(cookie: string | null, extra: Record<string, string> = {}) {
  const ctx = await newContext();
  const headers = { ...(cookie ? { cookie } : {}), ...extra };
  const api = await ctx.get('/api/users/me', { headers });
  const page = await ctx.get('/ui/apply', { headers, maxRedirects: 0 });
  // /ui/apply has a loading skeleton: a redirect decided after the skeleton was sent arrives in the stream,
  // as Next's refresh meta (which also works without scripts) and the router's redirect. For the visitor
  // it is the same redirect, so it is read as one.
  const streamed = page.status() === 200 ? /<meta id="__next-page-redirect" http-equiv="refresh" content="\d+;url=([^"]+)"/.exec(await page.text()) : null;
  const location = page.headers().location ?? (streamed ? streamed[1]!.replaceAll('&amp;', '&') : null);
  return { api: api.status(), page: streamed ? 307 : page.status(), location, setCookie: setCookies(api.headersArray()).join('\n') };
}
const SIGNED_OUT = { api: 401, page: 307, location: '/ui/auth?redirect_uri=%2Fui%2Fapply' };
/** Signed out by the lender: the cookie was fine, the token was not (the page says the session ended). */
const ENDED_UPSTREAM = { api: 401, page: 307, location: expect.stringMatching(/^\/ui\/auth\?(.*&)?error=expired/) };
const ALIVE = { api: 200, page: 200, location: null };

const lenderStatus = async (token: string) => (await lender(token, 'GET', '/api/users/me')).status;

test('the cookie: __Host- prefix, HttpOnly, Secure, SameSite=Lax, Path=/, no Domain, 30 minutes from the last activity', async () => {
  const { line } = await signIn(await newContext());
  const attributes = line.split(';').slice(1).map((a) => a.trim().toLowerCase());
  expect(attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/', 'max-age=1800']));
  expect(attributes.filter((a) => a.startsWith('domain='))).toEqual([]);
});

test("a new token at every sign-in; signing in again revokes the browser's earlier token, not another browser's", async () => {
  const browser = await newContext();
  const first = await unseal((await signIn(browser)).value);
  const second = await unseal((await signIn(browser)).value);
  const elsewhere = await unseal((await signIn(await newContext())).value);
  expect(new Set([first.token, second.token, elsewhere.token]).size).toBe(3);
  expect(second.createdAt).toBeGreaterThanOrEqual(first.createdAt);
  expect({ first: await lenderStatus(first.token), second: await lenderStatus(second.token), elsewhere: await lenderStatus(elsewhere.token) }).toEqual({
    first: 401,
    second: 200,
    elsewhere: 200,
  });
});

for (const [how, method, headers] of [
  ['the Sign Out button (POST)', 'POST', { origin: baseURL }],
  ['the sign-out link (GET)', 'GET', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' }],
] as const) {
  test(`sign-out by ${how} revokes the upstream token; the old cookie replayed is signed out`, async () => {
    const ctx = await newContext();
    const { value } = await signIn(ctx);
    const { token } = await unseal(value);
    expect(await withCookie(`${COOKIE}=${value}`)).toMatchObject(ALIVE);
    const out = await ctx.fetch('/ui/auth/logout', { method, headers, maxRedirects: 0 });
    expect({ status: out.status(), location: new URL(out.headers().location!, baseURL).pathname }).toEqual({ status: 303, location: '/ui/auth' });
    expect(setCookies(out.headersArray()).join()).toMatch(new RegExp(`${COOKIE}=;.*Max-Age=0`, 'i'));
    expect(await lenderStatus(token)).toBe(401);
    expect(await withCookie(`${COOKIE}=${value}`)).toMatchObject(ENDED_UPSTREAM);
  });
}

test('idle and absolute expiry in the cookie: 30 minutes idle or 12 hours after sign-in is signed out; activity slides, never past 12 hours', async () => {
  const real = await unseal((await signIn(await newContext())).value);
  const now = Date.now();
  const at = async (signedInAgo: number, idle: number) =>
    withCookie(`${COOKIE}=${await seal({ ...real, createdAt: now - signedInAgo, lastSeenAt: now - idle })}`);

  const idle29 = await at(29 * MINUTE, 29 * MINUTE);
  expect(idle29).toMatchObject(ALIVE);
  expect(idle29.setCookie).toMatch(/Max-Age=1800/); // resealed: the idle window starts again
  expect(await at(31 * MINUTE, 31 * MINUTE)).toMatchObject(SIGNED_OUT);
  expect(await at(12 * HOUR + MINUTE, MINUTE)).toMatchObject(SIGNED_OUT);
  // Ten minutes before the absolute expiry: alive, and the resealed cookie lives those ten minutes, no more.
  const late = await at(12 * HOUR - 10 * MINUTE, 2 * MINUTE);
  expect(late).toMatchObject(ALIVE);
  const maxAge = Number(/Max-Age=(\d+)/.exec(late.setCookie)?.[1]);
  expect(maxAge).toBeGreaterThan(8 * 60);
  expect(maxAge).toBeLessThanOrEqual(10 * 60);
  // The cookie of the real session was used all along: its token still works.
  expect(await lenderStatus(real.token)).toBe(200);
});

test('idle and absolute expiry upstream: a session the lender has ended is signed out in the portal too', async () => {
  const age = async (signedInAgo: number, idle: number) => {
    const { value } = await signIn(await newContext());
    const { token } = await unseal(value);
    expect((await lender(null, 'POST', '/sandbox/auth/age', { token, signed_in_ms_ago: signedInAgo, idle_ms: idle })).status).toBe(200);
    return withCookie(`${COOKIE}=${value}`);
  };
  expect(await age(29 * MINUTE, 29 * MINUTE)).toMatchObject(ALIVE);
  expect(await age(31 * MINUTE, 31 * MINUTE)).toMatchObject(ENDED_UPSTREAM);
  expect(await age(12 * HOUR + MINUTE, 0)).toMatchObject(ENDED_UPSTREAM);
});

test('a forged or tampered cookie is signed out, on pages and handlers', async () => {
  const { value } = await signIn(await newContext());
  const real = await unseal(value);
  const middle = Math.floor(value.length / 2);
  const flipped = value.slice(0, middle) + (value[middle] === 'A' ? 'B' : 'A') + value.slice(middle + 1);
  expect(await withCookie(`${COOKIE}=${value}`)).toMatchObject(ALIVE); // the control: the real cookie works
  expect(await withCookie(`${COOKIE}=${flipped}`)).toMatchObject(SIGNED_OUT);
  expect(await withCookie(`${COOKIE}=${value.slice(0, -10)}`)).toMatchObject(SIGNED_OUT);
  expect(await withCookie(`${COOKIE}=not-a-sealed-cookie`)).toMatchObject(SIGNED_OUT);
  expect(await withCookie(`${COOKIE}=${await seal(real, 'another-secret-that-is-also-long-enough-0123456789')}`)).toMatchObject(SIGNED_OUT);
  // Production reads only the __Host- cookie, which no other site or subdomain can set.
  expect(await withCookie(`portal_session=${value}`)).toMatchObject(SIGNED_OUT);
  // SessionData with the right secret (as if it leaked) around a made-up token or another user's id: the lender decides.
  expect(await withCookie(`${COOKIE}=${await seal({ ...real, token: 'x'.repeat(43) })}`)).toMatchObject(ENDED_UPSTREAM);
  const ana = await personaIds('ana@example.com');
  const other = await withCookie(`${COOKIE}=${await seal({ ...real, userId: ana.userId })}`);
  const page = await (await newContext()).get(`/ui/customers/${ana.userId}/applications/${ana.currentApplicationId}`, {
    headers: { cookie: `${COOKIE}=${await seal({ ...real, userId: ana.userId })}` },
    maxRedirects: 0,
  });
  expect({ api: other.api, page: page.status() }).toEqual({ api: 200, page: 404 }); // fay's own user, never ana's records
});

test('x-middleware-subrequest gets no further than without it, on pages, signed out or as another customer', async () => {
  const ana = await personaIds('ana@example.com');
  const ben = await newContext();
  await signIn(ben, 'ben@example.com');
  const anonymous = await newContext();
  const pages = ['/ui/apply', '/ui/staff', '/home', `/ui/customers/${ana.userId}/edit`, `/ui/customers/${ana.userId}/applications/${ana.currentApplicationId}`, `/ui/customers/${ana.userId}/audit`];
  const values = ['middleware', 'proxy', 'middleware:middleware:middleware:middleware:middleware', 'proxy:proxy:proxy:proxy:proxy', 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware'];
  const answer = async (ctx: APIRequestContext, url: string, value?: string) => {
    const res = await ctx.get(url, { headers: value ? { 'x-middleware-subrequest': value } : {}, maxRedirects: 0 });
    return `${res.status()} ${res.headers().location ?? ''}`;
  };
  for (const ctx of [anonymous, ben]) {
    for (const url of pages) {
      const without = await answer(ctx, url);
      const withHeader = await Promise.all(values.map((v) => answer(ctx, url, v)));
      expect({ url, answers: withHeader }).toEqual({ url, answers: values.map(() => without) });
    }
  }
});
