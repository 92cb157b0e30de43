// Platform sign-in: opaque bearer tokens, stored hashed, with idle and absolute expiry.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { SignInRequestSchema, type PlatformMe, type SignInResponse } from '../../lib/contract/auth';
import { authSessions, userRoles, users } from '../db/schema';
import type { Db } from '../db/client';
import type { Env } from '../http/context';
import { HttpError, unauthorized } from '../http/errors';
import { NO_ACCOUNT_HASH, verifyPassword } from '../domain/passwords';
import { claim, SIGN_IN_FAILURES_PER_ACCOUNT, SIGN_IN_FAILURES_PER_ADDRESS, SIGN_IN_WINDOW_MS, tooMany, type Claim, type Limit } from '../domain/rate-limit';
import { clientAddress } from '../http/client-address';
import { parseBody } from '../http/validate';

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads don't each cost a write. */
const TOUCH_EVERY_MS = 30 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function bearer(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The session of a token hash, its user and their roles, in one prepared query: every API call pays for it. */
const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();
const prepareSessionQuery = (db: Db) =>
  db
    .select({
      session: authSessions,
      user: users,
      roles: sql<string[]>`coalesce((select array_agg(${userRoles.name}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.tokenHash, sql.placeholder('tokenHash')), isNull(authSessions.revokedAt)))
    .limit(1)
    .prepare('authenticate_session');
function sessionQuery(db: Db) {
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)));
  return query;
}

/** Resolves the caller from the bearer token; 401 when missing, unknown, revoked or expired. */
export const authenticate: MiddlewareHandler<Env> = async (c, next) => {
  const token = bearer(c.req.header('authorization'));
  if (!token) throw unauthorized();
  const { db, clock } = c.get('deps');
  const now = clock.now();
  const [row] = await sessionQuery(db).execute({ tokenHash: hashToken(token) });
  if (!row) throw unauthorized();
  const { session, user, roles } = row;
  if (session.expiresAt <= now || session.lastSeenAt.getTime() + IDLE_TIMEOUT_MS <= now.getTime()) {
    throw unauthorized();
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, session.id));
  }
  c.set('actor', {
    user,
    roles,
    isStaff: user.roleGroup === 'admin',
    sessionId: session.id,
    touchedCustomers: new Set<number>(),
  });
  await next();
};

export const authRoutes = new Hono<Env>();

// POST /platform/auth/sessions — sign in with e-mail and password.
authRoutes.post('/sessions', async (c) => {
  const { email, password } = await parseBody(c, SignInRequestSchema);
  const deps = c.get('deps');
  const { db, clock } = deps;
  // Failures are limited per account and per address (the visitor's, as the portal vouches for it). Each
  // attempt is counted before the password is checked and decided on its own count: a burst of concurrent
  // attempts gets at most the limit checked. A success, or a refusal, gives its count back.
  const address = clientAddress(c) ?? 'unknown';
  const limits: Limit[] = [
    { bucket: `sign-in:account:${email.toLowerCase()}`, windowMs: SIGN_IN_WINDOW_MS, max: SIGN_IN_FAILURES_PER_ACCOUNT },
    { bucket: `sign-in:address:${address}`, windowMs: SIGN_IN_WINDOW_MS, max: SIGN_IN_FAILURES_PER_ADDRESS },
  ];
  const claims: Claim[] = [];
  for (const limit of limits) claims.push(await claim(deps, limit));
  const releaseAll = () => Promise.all(claims.map((held) => held.release()));
  const over = limits.find((limit, i) => claims[i]!.count > limit.max);
  if (over) {
    await releaseAll();
    throw tooMany(deps, over, 'Too many failed sign-in attempts. Please try again later.');
  }
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  // Same answer, and the same scrypt work, for an unknown e-mail and a wrong password: no account enumeration.
  const matches = await verifyPassword(password, user?.passwordHash ?? NO_ACCOUNT_HASH);
  // A failure keeps its counts.
  if (!user || !matches) throw new HttpError(401, 'The e-mail or password is incorrect.');
  await releaseAll();
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS);
  await db.insert(authSessions).values({ tokenHash: hashToken(token), userId: user.id, lastSeenAt: now, expiresAt });
  const body: SignInResponse = { token, expires_at: expiresAt.toISOString() };
  return c.json(body, 201);
});

// DELETE /platform/auth/sessions — revokes the caller's token.
authRoutes.delete('/sessions', authenticate, async (c) => {
  const { db, clock } = c.get('deps');
  await db.update(authSessions).set({ revokedAt: clock.now() }).where(eq(authSessions.id, c.get('actor').sessionId));
  return c.json({ ok: true as const });
});

// GET /platform/auth/users/me — the identity: role groups and names.
authRoutes.get('/users/me', authenticate, (c) => {
  const { user } = c.get('actor');
  const body: PlatformMe = {
    roleGroups: [user.roleGroup],
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  };
  return c.json(body);
});
