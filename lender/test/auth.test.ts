// Platform sign-in: tokens, expiry, revocation, and bad input answered with a 4xx and a message.
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../http/authenticate';
import { fromAddress, startSandbox, type Sandbox } from './harness';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
afterEach(() => sb.clock.reset());

describe('POST /platform/auth/sessions', () => {
  it('answers an opaque token and its absolute expiry', async () => {
    const res = await sb.request('POST', '/platform/auth/sessions', { body: { email: 'ana@example.com', password: 'demo-password' } });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const expires = new Date(res.body.expires_at).getTime();
    expect(expires - Date.now()).toBeGreaterThan(ABSOLUTE_TIMEOUT_MS - 60_000);
  });

  it('accepts the e-mail in any case', async () => {
    const res = await sb.request('POST', '/platform/auth/sessions', { body: { email: 'ANA@Example.com', password: 'demo-password' } });
    expect(res.status).toBe(201);
  });

  it('gives a new token at every sign-in', async () => {
    expect(await sb.signIn('ana@example.com')).not.toBe(await sb.signIn('ana@example.com'));
  });

  it.each([
    ['a wrong password', { email: 'ana@example.com', password: 'wrong-password' }],
    ['an unknown e-mail', { email: 'nobody@example.com', password: 'demo-password' }],
  ])('refuses %s with the same 401 message', async (_label, body) => {
    const res = await sb.request('POST', '/platform/auth/sessions', { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'The e-mail or password is incorrect.' });
  });

  it.each([
    ['malformed JSON', { raw: '{"email":', headers: { 'content-type': 'application/json' } }, 'base'],
    ['a missing password', { body: { email: 'ana@example.com' } }, 'password'],
    ['a non-string e-mail', { body: { email: 42, password: 'x' } }, 'email'],
    ['a malformed e-mail', { body: { email: 'not-an-email', password: 'x' } }, 'email'],
  ])('answers %s with 422 and field errors', async (_label, options, field) => {
    const res = await sb.request('POST', '/platform/auth/sessions', options);
    expect(res.status).toBe(422);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.errors[field]).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('bearer tokens', () => {
  it('refuses a missing, malformed or unknown token with 401', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', 'Bearer not-a-real-token-but-long-enough-1234']) {
      const res = await sb.request('GET', '/api/users/me', { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Authentication required');
    }
  });

  it('is revoked by sign-out', async () => {
    const token = await sb.signIn('ana@example.com');
    expect((await sb.request('GET', '/api/users/me', { token })).status).toBe(200);
    expect((await sb.request('DELETE', '/platform/auth/sessions', { token })).status).toBe(200);
    expect((await sb.request('GET', '/api/users/me', { token })).status).toBe(401);
  });

  it('expires after 30 minutes idle', async () => {
    const token = await sb.signIn('ana@example.com');
    sb.clock.advance(IDLE_TIMEOUT_MS - 60_000);
    expect((await sb.request('GET', '/api/users/me', { token })).status).toBe(200);
    sb.clock.advance(IDLE_TIMEOUT_MS - 60_000); // activity above slid the idle window
    expect((await sb.request('GET', '/api/users/me', { token })).status).toBe(200);
    sb.clock.advance(IDLE_TIMEOUT_MS + 1000);
    expect((await sb.request('GET', '/api/users/me', { token })).status).toBe(401);
  });

  it('expires 12 hours after sign-in however active', async () => {
    const token = await sb.signIn('ana@example.com');
    for (let elapsed = 0; elapsed < ABSOLUTE_TIMEOUT_MS - 20 * 60_000; elapsed += 20 * 60_000) {
      sb.clock.advance(20 * 60_000);
      expect((await sb.request('GET', '/api/users/me', { token })).status).toBe(200);
    }
    sb.clock.advance(40 * 60_000);
    expect((await sb.request('GET', '/api/users/me', { token })).status).toBe(401);
  });
});

describe('POST /sandbox/auth/age (one session\'s clock, for browser tests)', () => {
  const age = (token: string, signed_in_ms_ago: number, idle_ms: number) =>
    sb.request('POST', '/sandbox/auth/age', { body: { token, signed_in_ms_ago, idle_ms } });

  it('ends that session alone: idle past 30 minutes, or signed in 12 hours ago however active', async () => {
    const [idle, old, fresh, other] = (await Promise.all(['ana', 'ana', 'ana', 'ben'].map((p) => sb.signIn(`${p}@example.com`)))) as [string, string, string, string];
    expect((await age(idle, IDLE_TIMEOUT_MS + 1000, IDLE_TIMEOUT_MS + 1000)).status).toBe(200);
    expect((await age(old, ABSOLUTE_TIMEOUT_MS + 1000, 0)).status).toBe(200);
    expect((await age(fresh, ABSOLUTE_TIMEOUT_MS - 60_000, IDLE_TIMEOUT_MS - 60_000)).status).toBe(200);
    const me = async (token: string) => (await sb.request('GET', '/api/users/me', { token })).status;
    expect({ idle: await me(idle), old: await me(old), fresh: await me(fresh), other: await me(other) }).toEqual({ idle: 401, old: 401, fresh: 200, other: 200 });
  });

  it('answers 404 for an unknown token and 422 for a bad body', async () => {
    expect((await age('not-a-real-token-but-long-enough-1234', 0, 0)).status).toBe(404);
    expect((await sb.request('POST', '/sandbox/auth/age', { body: { token: 'x' } })).status).toBe(422);
  });
});

describe('GET /platform/auth/users/me', () => {
  it.each([
    ['ana@example.com', ['customer']],
    ['care@example.com', ['admin']],
    ['dealer@example.com', ['dealer']],
  ])('answers the identity of %s', async (email, roleGroups) => {
    const token = await sb.signIn(email);
    const res = await sb.request('GET', '/platform/auth/users/me', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      roleGroups,
      userId: await sb.userId(email),
      firstName: expect.any(String),
      lastName: expect.any(String),
      email,
    });
  });
});

describe('sign-in failure limits', () => {
  beforeEach(() => sb.reset());

  it('locks an account after 5 failures in 15 minutes, with Retry-After, even for the right password', async () => {
    const attempt = (password: string) =>
      sb.request('POST', '/platform/auth/sessions', { body: { email: 'fay@example.com', password }, headers: fromAddress('203.0.113.7') });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).status).toBe(401);
    const locked = await attempt('demo-password');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.body.message).toMatch(/Too many/);
    // Other accounts are not affected; the window passes.
    expect((await sb.request('POST', '/platform/auth/sessions', { body: { email: 'gus@example.com', password: 'demo-password' } })).status).toBe(201);
    sb.clock.advance(15 * 60 * 1000);
    expect((await attempt('demo-password')).status).toBe(201);
  });

  it('limits failures per address across accounts', async () => {
    const emails = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((x) => `${x}-nobody@example.com`);
    let status = 0;
    for (let i = 0; i < 31; i++) {
      const res = await sb.request('POST', '/platform/auth/sessions', {
        body: { email: emails[i % emails.length], password: 'x' },
        headers: fromAddress('198.51.100.9'),
      });
      status = res.status;
    }
    expect(status).toBe(429);
    const elsewhere = await sb.request('POST', '/platform/auth/sessions', {
      body: { email: 'ana@example.com', password: 'demo-password' },
      headers: fromAddress('198.51.100.10'),
    });
    expect(elsewhere.status).toBe(201);
  });
});

describe('the address a sign-in is counted against', () => {
  beforeEach(() => sb.reset());
  const emails = Array.from({ length: 8 }, (_, i) => `rotate-${i}-nobody@example.com`);

  it('is not the X-Forwarded-For a client writes: rotating it does not escape the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await sb.request('POST', '/platform/auth/sessions', {
        body: { email: emails[i % emails.length], password: 'x' },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("is the portal's header only with the shared secret", async () => {
    for (let i = 0; i < 30; i++) {
      await sb.request('POST', '/platform/auth/sessions', {
        body: { email: emails[i % emails.length], password: 'x' },
        headers: { 'x-portal-client-address': `203.0.113.${i + 1}`, 'x-portal-client-address-secret': 'a-guess-that-is-not-the-secret' },
      });
    }
    const res = await sb.request('POST', '/platform/auth/sessions', { body: { email: emails[0], password: 'x' }, headers: { 'x-portal-client-address': '203.0.113.99' } });
    expect(res.status).toBe(429);
    // The portal's own word for another visitor still counts on its own.
    const vouched = await sb.request('POST', '/platform/auth/sessions', { body: { email: 'ana@example.com', password: 'demo-password' }, headers: fromAddress('203.0.113.99') });
    expect(vouched.status).toBe(201);
  });
});

describe('limits that count before they check', () => {
  beforeEach(() => sb.reset());

  it('100 concurrent sign-ins, one with the right password: at most 5 checked, the right one refused after', async () => {
    const attempts = Array.from({ length: 100 }, (_, i) => (i === 50 ? 'demo-password' : `wrong-password-${i}`));
    const results = await Promise.all(
      attempts.map((password, i) =>
        sb.request('POST', '/platform/auth/sessions', { body: { email: 'fay@example.com', password }, headers: fromAddress(`198.51.100.${i + 1}`) }),
      ),
    );
    const statuses = results.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401 || s === 201).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(95);
    // Once five failures are in, the right password is refused too.
    const wrongChecked = statuses.filter((s) => s === 401).length;
    for (let i = wrongChecked; i < 5; i++) {
      await sb.request('POST', '/platform/auth/sessions', { body: { email: 'fay@example.com', password: 'still-wrong' }, headers: fromAddress('198.51.100.200') });
    }
    const after = await sb.request('POST', '/platform/auth/sessions', { body: { email: 'fay@example.com', password: 'demo-password' }, headers: fromAddress('198.51.100.201') });
    expect(after.status).toBe(429);
  });

  it('a success gives its count back: it never locks the account', async () => {
    for (let i = 0; i < 4; i++) expect((await sb.request('POST', '/platform/auth/sessions', { body: { email: 'fay@example.com', password: 'wrong-password' } })).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await sb.request('POST', '/platform/auth/sessions', { body: { email: 'fay@example.com', password: 'demo-password' } })).status).toBe(201);
  });
});
