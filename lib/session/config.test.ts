// The session cookie's flags per environment, and its idle and absolute expiry on a controllable clock.
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, isSessionAlive, sessionOptions, touchSession, type SessionData } from './config';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const MINUTE = 60 * 1000;

describe('cookie flags', () => {
  it('in production: __Host- prefix, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', () => {
    const options = sessionOptions({ NODE_ENV: 'production', SESSION_SECRET: SECRET });
    expect(options.cookieName).toBe('__Host-portal_session');
    expect(options.cookieOptions).toEqual({ httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: IDLE_TIMEOUT_MS / 1000 });
    expect(options.ttl).toBe(ABSOLUTE_TIMEOUT_MS / 1000);
    expect(options.password).toBe(SECRET);
  });

  it('in production refuses to start without a secret of 32 characters or more', () => {
    expect(() => sessionOptions({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => sessionOptions({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it.each([
    ['development', { NODE_ENV: 'development' }],
    ['test', { NODE_ENV: 'test' }],
    ['production over plain http (PORTAL_INSECURE_COOKIES=1)', { NODE_ENV: 'production', PORTAL_INSECURE_COOKIES: '1' }],
  ])('in %s: no prefix and not Secure (a browser would drop a Secure cookie on http), still HttpOnly and Lax', (_label, env) => {
    const options = sessionOptions(env);
    expect(options.cookieName).toBe('portal_session');
    expect(options.cookieOptions).toMatchObject({ httpOnly: true, secure: false, sameSite: 'lax', path: '/' });
  });
});

describe('expiry', () => {
  const signedInAt = Date.UTC(2026, 0, 15, 9, 0);
  const session = (createdAt: number, lastSeenAt: number): SessionData => ({
    token: 't'.repeat(43),
    userId: 1,
    roleGroups: ['customer'],
    servicingPlatform: 'LOS',
    firstName: 'Ana',
    createdAt,
    lastSeenAt,
  });

  it.each([
    ['just signed in', true, 0, 0],
    ['29 minutes idle', true, 0, 29 * MINUTE],
    ['30 minutes idle', false, 0, IDLE_TIMEOUT_MS],
    ['31 minutes idle', false, 0, 31 * MINUTE],
    ['active, 11 h 59 min after sign-in', true, 11 * 60 * MINUTE + 58 * MINUTE, 11 * 60 * MINUTE + 59 * MINUTE],
    ['active, 12 h after sign-in', false, ABSOLUTE_TIMEOUT_MS - MINUTE, ABSOLUTE_TIMEOUT_MS],
    ['active, 13 h after sign-in', false, 13 * 60 * MINUTE - MINUTE, 13 * 60 * MINUTE],
  ])('%s: alive is %s', (_label, alive, lastSeenOffset, nowOffset) => {
    expect(isSessionAlive(session(signedInAt, signedInAt + lastSeenOffset), signedInAt + nowOffset)).toBe(alive);
  });

  it.each([
    ['no token', { token: '' }],
    ['no user', { userId: 0 }],
    ['no sign-in time', { createdAt: 0 }],
    ['no activity time', { lastSeenAt: 0 }],
  ])('a session with %s is not alive', (_label, change) => {
    expect(isSessionAlive({ ...session(signedInAt, signedInAt), ...change }, signedInAt)).toBe(false);
  });

  it('activity slides the idle expiry, a minute at a time, but never past 12 hours', () => {
    let current = session(signedInAt, signedInAt);
    let now = signedInAt;
    expect(touchSession(current, now + 30 * 1000)).toBeNull(); // within a minute: no reseal
    // A request every 20 minutes keeps the session alive until the absolute expiry.
    while (now + 20 * MINUTE < signedInAt + ABSOLUTE_TIMEOUT_MS) {
      now += 20 * MINUTE;
      expect(isSessionAlive(current, now)).toBe(true);
      const touched = touchSession(current, now)!;
      expect(touched.session.lastSeenAt).toBe(now);
      // The cookie lives until the earlier of the idle and the absolute expiry; so does the seal's absolute part.
      expect(touched.maxAgeSeconds).toBe(Math.min(IDLE_TIMEOUT_MS, signedInAt + ABSOLUTE_TIMEOUT_MS - now) / 1000);
      expect(touched.sealTtlSeconds).toBe((signedInAt + ABSOLUTE_TIMEOUT_MS - now) / 1000);
      current = touched.session;
    }
    now = signedInAt + ABSOLUTE_TIMEOUT_MS;
    expect(isSessionAlive(current, now)).toBe(false);
    expect(touchSession(current, now)).toBeNull();
  });
});
