// Is the session's upstream token still honoured by the lender? The cookie alone cannot say: a copy of it
// taken before sign-out stays well-formed until it expires. Pages that make no lender call of their own
// (/home, /ui/borrower, the layouts' shells) would render the customer's name from it. So every session
// read asks the lender, at most once per LIVE_FOR_MS per token; a token found dead (401), or signed out
// through this instance, is remembered as dead at once.
import 'server-only';
import { createHash } from 'node:crypto';
import { lender } from '../lender/api';
import { isUnauthorized } from '../lender/errors';

export const LIVE_FOR_MS = 30_000;
const MAX_ENTRIES = 10_000;

/**
 * By the token's hash: the tokens themselves are not kept. One store per process, on globalThis: Next
 * bundles route handlers (sign-out) and pages apart, each with its own copy of this module.
 */
interface Store {
  known: Map<string, { live: boolean; at: number }>;
  inFlight: Map<string, Promise<boolean>>;
}
const STORE = Symbol.for('portal.tokenCheck');
const store: Store = ((globalThis as { [STORE]?: Store })[STORE] ??= { known: new Map(), inFlight: new Map() });
const { known, inFlight } = store;

const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

function remember(key: string, live: boolean, at: number) {
  known.delete(key);
  known.set(key, { live, at });
  // Oldest first: a Map iterates in insertion order.
  for (const oldest of known.keys()) {
    if (known.size <= MAX_ENTRIES) break;
    known.delete(oldest);
  }
}

export async function isTokenLive(token: string, now = Date.now()): Promise<boolean> {
  const key = keyOf(token);
  const entry = known.get(key);
  if (entry && (!entry.live || now - entry.at < LIVE_FOR_MS)) return entry.live;
  let check = inFlight.get(key);
  if (!check) {
    check = lender.getPlatformMe({ token })
      .then(() => (remember(key, true, now), true))
      .catch((err: unknown) => {
        if (isUnauthorized(err)) return (remember(key, false, now), false);
        // The lender did not answer: the page's own calls will show that; the cookie stands meanwhile.
        return true;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, check);
  }
  return check;
}

/** Signed out here: the token is dead from now on, whatever the lender answered. */
export function forgetToken(token: string): void {
  remember(keyOf(token), false, Date.now());
}
