// A new platform session for an account that proved who it is (a password, a passkey): an opaque bearer
// token, stored hashed, with its absolute expiry (../http/authenticate.ts checks it on every call).
import { randomBytes } from 'node:crypto';
import type { SignInResponse } from '../../lib/contract/auth';
import { authSessions } from '../db/schema';
import { ABSOLUTE_TIMEOUT_MS, hashToken } from '../http/authenticate';
import type { Deps } from '../http/context';

export async function issueSession(deps: Deps, userId: number): Promise<SignInResponse> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS);
  await deps.db.insert(authSessions).values({ tokenHash: hashToken(token), userId, lastSeenAt: now, expiresAt });
  return { token, expires_at: expiresAt.toISOString() };
}
