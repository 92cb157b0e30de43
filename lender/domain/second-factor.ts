// Does an account's password sign-in take a second step (codes by SMS, e-mail or an authenticator app)?
// Then 8 characters suffice for its password instead of 15 (NIST SP 800-63B: 15 for a password that is
// the only factor). A passkey does not count: it is another way in, and a password sign-in of an account
// with only a passkey is still a password alone. One function, so the password rules ask one question.
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Deps } from '../http/context';
import { signInMethods } from './two-step';

/** True when a password sign-in of the account asks for a second step (staff always have one). */
export async function hasSecondFactor(deps: Deps, userId: number): Promise<boolean> {
  const [user] = await deps.db.select({ id: users.id, roleGroup: users.roleGroup }).from(users).where(eq(users.id, userId)).limit(1);
  return user ? (await signInMethods(deps, user)).length > 0 : false;
}
