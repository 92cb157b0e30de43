// Does an account have something beyond its password: a second step (codes by SMS, e-mail or an
// authenticator app) or a passkey? Then 8 characters suffice for a password instead of 15 (NIST SP 800-63B).
// One function, so the password rules ask one question whatever the factors the sandbox knows.
import type { Deps } from '../http/context';
import { hasPasskey } from './passkeys';

/** True when the account has two-step verification on or a passkey registered (issue 22, parts 4 and 5). */
export async function hasSecondFactor(deps: Deps, userId: number): Promise<boolean> {
  // Each part adds its own check here: passkeys (part 5) so far.
  return hasPasskey(deps, userId);
}
