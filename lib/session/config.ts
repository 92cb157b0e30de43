// The sealed session cookie: what it holds and how long it lives. Importable from proxy.ts and pages.
import type { SessionOptions } from 'iron-session';
import { IDLE_TIMEOUT_MS } from '../rules/session-timeout';

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

const production = process.env.NODE_ENV === 'production' && process.env.PORTAL_INSECURE_COOKIES !== '1';

function secret(): string {
  const value = process.env.SESSION_SECRET;
  if (value && value.length >= 32) return value;
  if (process.env.NODE_ENV === 'production' && process.env.PORTAL_INSECURE_COOKIES !== '1') {
    throw new Error('SESSION_SECRET (32 characters or more) is required in production');
  }
  // Local runs and tests only: a fixed development secret.
  return 'development-only-secret-do-not-use-in-production-0123456789';
}

export const SESSION_COOKIE = production ? '__Host-portal_session' : 'portal_session';

export function sessionOptions(): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: secret(),
    ttl: ABSOLUTE_TIMEOUT_MS / 1000,
    cookieOptions: { httpOnly: true, secure: production, sameSite: 'lax', path: '/' },
  };
}

/** Is a session still alive at `now`? Idle and absolute expiry. */
export function isSessionAlive(session: Partial<SessionData>, now: number): session is SessionData {
  if (!session.token || !session.userId || !session.createdAt || !session.lastSeenAt) return false;
  return now - session.createdAt < ABSOLUTE_TIMEOUT_MS && now - session.lastSeenAt < IDLE_TIMEOUT_MS;
}
