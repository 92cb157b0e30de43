// Does an account have something beyond its password: a second step (codes by SMS, e-mail or an
// authenticator app) or a passkey? Then 8 characters suffice for a password instead of 15 (NIST SP 800-63B).
// One function, so the password rules ask one question whatever the factors the sandbox knows.
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Deps } from '../http/context';
import { signInMethods } from './two-step';

/** True when the account has two-step verification on or a passkey registered (issue 22, parts 4 and 5). */
export async function hasSecondFactor(deps: Deps, userId: number): Promise<boolean> {
  const [user] = await deps.db.select({ id: users.id, roleGroup: users.roleGroup }).from(users).where(eq(users.id, userId)).limit(1);
  // Two-step on (staff always have it). Passkeys (part 5) add their own check here.
  return user ? (await signInMethods(deps, user)).length > 0 : false;
}
