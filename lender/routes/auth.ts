// Platform sign-in: POST makes an opaque bearer token (stored hashed, with idle and absolute expiry:
// ../http/authenticate.ts), DELETE revokes it, GET /users/me says who it belongs to.
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { SignInRequestSchema, type PlatformMe } from '../../lib/contract/auth';
import { authSessions, users } from '../db/schema';
import { authenticate } from '../http/authenticate';
import type { Env } from '../http/context';
import { HttpError } from '../http/errors';
import { NO_ACCOUNT_HASH, verifyPassword } from '../domain/passwords';
import { issueSession } from '../domain/sessions';
import { claim, SIGN_IN_FAILURES_PER_ACCOUNT, SIGN_IN_FAILURES_PER_ADDRESS, SIGN_IN_WINDOW_MS, tooMany, type Claim, type Limit } from '../domain/rate-limit';
import { clientAddress } from '../http/client-address';
import { parseBody } from '../http/validate';
import { liveDevice, openChallenge, signInMethods } from '../domain/two-step';

export const authRoutes = new Hono<Env>();

// POST /platform/auth/sessions — sign in with e-mail and password. An account with two-step verification
// answers a second-step challenge instead of a token, unless the request carries a live
// remembered-device token of that account.
authRoutes.post('/sessions', async (c) => {
  const { email, password, device_token: deviceToken } = await parseBody(c, SignInRequestSchema);
  const deps = c.get('deps');
  const { db } = deps;
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
  const methods = await signInMethods(deps, user);
  if (methods.length > 0 && !(await liveDevice(deps, user.id, deviceToken))) {
    return c.json({ second_step: await openChallenge(deps, user, methods, address) }, 200);
  }
  return c.json(await issueSession(deps, user.id), 201);
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
