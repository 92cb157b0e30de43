// Account access: single-use e-mailed links, the security activity, and the notice e-mail that
// follows every change of how an account signs in.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { CLIENT_AGENT_HEADER, CLIENT_AGENT_MAX } from '../../lib/contract/client-address';
import { accountTokens, authSessions, securityEvents } from '../db/schema';
import type { Deps, Env, UserRow } from '../http/context';
import { clientAddress, fromPortal } from '../http/client-address';
import { SUPPORT_PHONE } from './contact';
import { languageOf, noticeEmail, SECURITY_EVENT_TEXT } from './notice-words';

export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
export const ACTIVATION_TOKEN_TTL_MS = 72 * 60 * 60 * 1000;
export const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export type TokenPurpose = 'password_reset' | 'activation' | 'email_change' | 'email_change_stop';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where links in e-mails point: the portal (PORTAL_PUBLIC_URL), never an address a request names. */
export const portalUrl = (path: string) => new URL(path, process.env.PORTAL_PUBLIC_URL ?? 'http://localhost:3000').toString();

/** A new link token for the account; any earlier unused one of the same purpose stops working. */
export async function issueToken(deps: Deps, userId: number, purpose: TokenPurpose, ttlMs: number, detail: string | null = null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(accountTokens).set({ usedAt: now }).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    await tx.insert(accountTokens).values({ userId, purpose, tokenHash: hash(token), detail, expiresAt: new Date(now.getTime() + ttlMs) });
  });
  return token;
}

/** The token's row while it can still be used (issued, unused, unexpired), else null. */
export async function liveToken(deps: Deps, token: string, purpose: TokenPurpose) {
  const [row] = await deps.db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hash(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, deps.clock.now())))
    .limit(1);
  return row ?? null;
}

/** Uses the token up, once: of concurrent uses exactly one gets true. */
export async function useToken(deps: Deps, tokenId: number): Promise<boolean> {
  const used = await deps.db
    .update(accountTokens)
    .set({ usedAt: deps.clock.now() })
    .where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, deps.clock.now())))
    .returning({ id: accountTokens.id });
  return used.length === 1;
}

/** Ends the account's sessions, all of them or all but one (the caller's own). */
export async function revokeSessions(deps: Deps, userId: number, keepSessionId?: number): Promise<void> {
  const where = keepSessionId
    ? and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), ne(authSessions.id, keepSessionId))
    : and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt));
  await deps.db.update(authSessions).set({ revokedAt: deps.clock.now() }).where(where);
}

/** Who made the request: the visitor's address and browser as the portal vouches for them. */
export function visitor(c: Context<Env>): { address: string | null; userAgent: string | null } {
  const agent = fromPortal(c) ? c.req.header(CLIENT_AGENT_HEADER) : c.req.header('user-agent');
  const clean = agent?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, CLIENT_AGENT_MAX) || null;
  return { address: clientAddress(c), userAgent: clean };
}

/** The welcome e-mail of a new customer: the link to choose a password (72 hours, single use). */
export function welcomeEmail(user: Pick<UserRow, 'email' | 'firstName'>, token: string) {
  return {
    to: user.email,
    subject: 'Welcome: create your sign-in',
    body: [
      `Hello ${user.firstName},`,
      '',
      'Your loan is funded. To see it, make payments and manage your account online, create your sign-in with this link within 72 hours:',
      portalUrl(`/ui/auth/activate?token=${token}`),
      '',
      "You will confirm it's you with your date of birth and the last 4 digits of your Social Security number, then choose a password.",
      `The link works once. If it has expired, the page it opens sends you a new one. Questions? Call us at ${SUPPORT_PHONE}.`,
    ].join('\n'),
  };
}

/** Counts one try of answers given with a token, before they are checked: concurrent tries each get their own number. */
export async function claimTokenTry(deps: Deps, tokenId: number): Promise<number> {
  const [row] = await deps.db
    .update(accountTokens)
    .set({ failedTries: sql`${accountTokens.failedTries} + 1` })
    .where(eq(accountTokens.id, tokenId))
    .returning({ failedTries: accountTokens.failedTries });
  return row?.failedTries ?? Number.MAX_SAFE_INTEGER;
}

/** Ends a token before its time (too many wrong answers). */
export async function endToken(deps: Deps, tokenId: number): Promise<void> {
  await deps.db.update(accountTokens).set({ usedAt: deps.clock.now() }).where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.usedAt)));
}

/** Gives a counted try back (the answers were right). */
export async function uncountTry(deps: Deps, tokenId: number): Promise<void> {
  await deps.db.update(accountTokens).set({ failedTries: sql`greatest(${accountTokens.failedTries} - 1, 0)` }).where(eq(accountTokens.id, tokenId));
}

export { SECURITY_EVENT_TEXT };

/** A browser's User-Agent in a few words ("Chrome on Windows"). */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'an unknown device';
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : 'a browser';
  const system = /iPhone|iPad/.test(userAgent) ? 'iOS' : /Android/.test(userAgent) ? 'Android' : /Windows/.test(userAgent) ? 'Windows' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : null;
  return system ? `${browser} on ${system}` : browser;
}

/**
 * Records a change to how the account signs in and tells the account holder by e-mail, in their language:
 * what, when, from which device and address, and whom to call if it was not them. `more`: further lines of
 * the e-mail (what else the change did); `to`: another address than the account's (the one it replaced).
 */
export async function securityNotice(
  deps: Deps,
  c: Context<Env>,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'preferredLocale'>,
  kind: keyof typeof SECURITY_EVENT_TEXT,
  options: { email?: boolean; more?: string[]; to?: string } = {},
): Promise<void> {
  const { address, userAgent } = visitor(c);
  const now = deps.clock.now();
  await deps.db.insert(securityEvents).values({ userId: user.id, kind, address, userAgent, createdAt: now });
  if (options.email === false) return;
  const facts = { firstName: user.firstName, kind, at: now, device: userAgent ? deviceName(userAgent) : null, address, more: options.more };
  await deps.adapters.email.send({ to: options.to ?? user.email, ...noticeEmail(languageOf(user), facts) });
}

/** The account's security activity, newest first. */
export async function recentSecurityEvents(deps: Deps, userId: number, limit = 20) {
  return deps.db.select().from(securityEvents).where(eq(securityEvents.userId, userId)).orderBy(desc(securityEvents.createdAt), desc(securityEvents.id)).limit(limit);
}

/** Keeps every answer of a call at least `ms` long, so its timing does not tell which way it went. */
export async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

