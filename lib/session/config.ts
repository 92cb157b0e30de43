// The sealed session cookie: what it holds and how long it lives. Importable from proxy.ts and pages.
// Everything here is a function of the environment and of `now`, so the rules are unit-tested with a clock.
import type { SessionOptions } from 'iron-session';
import { IDLE_TIMEOUT_MS, TOUCH_EVERY_MS } from '../rules/session-timeout';

export { IDLE_TIMEOUT_MS, TOUCH_EVERY_MS } from '../rules/session-timeout';

export interface SessionData {
  /** The lender's opaque bearer token; never leaves the server. */
  token: string;
  userId: number;
  roleGroups: string[];
  servicingPlatform: string;
  firstName: string;
  /** ms since epoch: sign-in time (absolute expiry) and last activity (idle expiry). */
  createdAt: number;
  lastSeenAt: number;
}

export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

type Env = Readonly<Record<string, string | undefined>>;

/** Production cookies are Secure and `__Host-` prefixed; PORTAL_INSECURE_COOKIES=1 is for plain-http demos only. */
const secureCookies = (env: Env) => env.NODE_ENV === 'production' && env.PORTAL_INSECURE_COOKIES !== '1';

function secret(env: Env): string {
  const value = env.SESSION_SECRET;
  if (value && value.length >= 32) return value;
  if (secureCookies(env)) throw new Error('SESSION_SECRET (32 characters or more) is required in production');
  // Local runs and tests only: a fixed development secret.
  return 'development-only-secret-do-not-use-in-production-0123456789';
}

/**
 * The secrets that open a seal: SESSION_SECRET, then SESSION_SECRET_PREVIOUS while a rotation is under way
 * (a cookie sealed with the old secret still opens, and proxy.ts seals it again with the new one). Only
 * SESSION_SECRET ever seals.
 */
export function sessionSecrets(env: Env = process.env): string[] {
  const previous = env.SESSION_SECRET_PREVIOUS;
  if (!previous) return [secret(env)];
  // A short one would be refused by iron-session on every request: say so once, plainly.
  if (previous.length < 32) throw new Error('SESSION_SECRET_PREVIOUS must be 32 characters or more');
  return [secret(env), previous];
}

export const sessionCookieName = (env: Env = process.env) => (secureCookies(env) ? '__Host-portal_session' : 'portal_session');

/**
 * The seal lives at most 12 hours (absolute expiry); the cookie itself lives 30 minutes from the last
 * activity (idle expiry), so a browser forgets an idle session even before the server refuses it.
 */
export function sessionOptions(env: Env = process.env): SessionOptions {
  return {
    cookieName: sessionCookieName(env),
    password: secret(env),
    ttl: ABSOLUTE_TIMEOUT_MS / 1000,
    cookieOptions: { httpOnly: true, secure: secureCookies(env), sameSite: 'lax', path: '/', maxAge: IDLE_TIMEOUT_MS / 1000 },
  };
}

/**
 * A live session sealed with the previous secret, sealed again as it is (no activity counted): its cookie
 * lives until its idle expiry, its seal until the absolute one. Null once either has passed.
 */
export function renewSeal(session: SessionData, now: number): { session: SessionData; maxAgeSeconds: number; sealTtlSeconds: number } | null {
  const untilAbsolute = Math.floor((session.createdAt + ABSOLUTE_TIMEOUT_MS - now) / 1000);
  const untilIdle = Math.floor((session.lastSeenAt + IDLE_TIMEOUT_MS - now) / 1000);
  if (untilAbsolute <= 0 || untilIdle <= 0) return null;
  return { session, maxAgeSeconds: Math.min(untilIdle, untilAbsolute), sealTtlSeconds: untilAbsolute };
}

/** Is a session still alive at `now`? Idle and absolute expiry. */
export function isSessionAlive(session: Partial<SessionData>, now: number): session is SessionData {
  if (!session.token || !session.userId || !session.createdAt || !session.lastSeenAt) return false;
  return now - session.createdAt < ABSOLUTE_TIMEOUT_MS && now - session.lastSeenAt < IDLE_TIMEOUT_MS;
}

/**
 * Sliding idle expiry: the session with lastSeenAt moved to `now` (at most once a minute), and how long
 * its cookie and seal may live from now — never past the absolute expiry. Null when no touch is due.
 */
export function touchSession(session: SessionData, now: number): { session: SessionData; maxAgeSeconds: number; sealTtlSeconds: number } | null {
  if (now - session.lastSeenAt <= TOUCH_EVERY_MS) return null;
  const untilAbsolute = Math.floor((session.createdAt + ABSOLUTE_TIMEOUT_MS - now) / 1000);
  if (untilAbsolute <= 0) return null;
  return {
    session: { ...session, lastSeenAt: now },
    maxAgeSeconds: Math.min(IDLE_TIMEOUT_MS / 1000, untilAbsolute),
    sealTtlSeconds: untilAbsolute,
  };
}
