// Who is calling: the bearer token of a platform sign-in (../routes/auth.ts makes them), an opaque token
// stored hashed, with idle and absolute expiry. Every /api call and the sign-out go through authenticate.
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { authSessions, userRoles, users } from '../db/schema';
import { preparedPer } from '../db/prepared';
import type { Env } from './context';
import { unauthorized } from './errors';

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
const sessionQuery = preparedPer((db) =>
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
    .prepare('authenticate_session'),
);

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
    verifiedAt: session.verifiedAt,
    touchedCustomers: new Set<number>(),
  });
  await next();
};
