// Does the lender offer passkeys (the /platform/auth/passkeys extension)? Learned from its answers: a 404 or
// 501 on a passkey call means no, remembered for a while so the sign-in page and Account Preferences stop
// offering them; any other answer (or none yet) means yes. One process's memory: each instance learns alone.
import 'server-only';
import { isLenderError } from './errors';

/** How long a "no" is believed before the portal asks again (the lender may add the extension). */
export const PASSKEYS_MISSING_FOR_MS = 10 * 60 * 1000;

// On globalThis: Next bundles the options handler and the pages apart, each with its own copy of this module.
const STORE = Symbol.for('portal.passkeysMissingUntil');
const store = ((globalThis as { [STORE]?: { until: number } })[STORE] ??= { until: 0 });

export const passkeysOffered = (now = Date.now()): boolean => now >= store.until;

/** Notes a lender answer: true when it says the lender has no passkeys. */
export function noteMissingPasskeys(err: unknown, now = Date.now()): boolean {
  const missing = isLenderError(err) && (err.status === 404 || err.status === 501);
  if (missing) store.until = now + PASSKEYS_MISSING_FOR_MS;
  return missing;
}

/** A page that found the list missing ('missing' from loadOptional): the same "no". */
export function noteMissingPasskeyList(now = Date.now()): void {
  store.until = now + PASSKEYS_MISSING_FOR_MS;
}
