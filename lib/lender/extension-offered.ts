// Does the lender offer an extension whose answer a page reads only to know that it is there (the loan page's
// and the schedule's links to moving the due date and to the calendar file)? Once a call has answered with
// its data, the links show without asking again for a while: the answer is the same for every loan, and
// asking it on every loan page cost two lender calls a page. A "no" (404, no data, a failure) is never kept:
// the next page asks again, so a lender that adds the extension is seen at once. If a lender took one away,
// its link would lead to the screen's own fallback (back to the loan, a 404 file) until the yes runs out.
// One process's memory, like the passkeys' (passkey-support.ts).
import 'server-only';
import type { JsonCallId } from '../contract/calls';
import type { Optional } from './page';

/** How long a yes is believed before a page asks again. */
export const OFFERED_FOR_MS = 10 * 60 * 1000;

// On globalThis: Next bundles route handlers and pages apart, each with its own copy of this module.
const STORE = Symbol.for('portal.extensionsOffered');
const offeredUntil = ((globalThis as { [STORE]?: Map<JsonCallId, number> })[STORE] ??= new Map());

/**
 * Whether the lender offers the extension of call `id`: true without a call while a recent answer said so;
 * otherwise `ask()` (the page's own loadOptional of the call) decides, and a yes is kept.
 */
export async function offersExtension(id: JsonCallId, ask: () => Promise<Optional<unknown>>, now: () => number = Date.now): Promise<boolean> {
  if ((offeredUntil.get(id) ?? 0) > now()) return true;
  const answer = await ask();
  const offered = answer !== 'missing' && answer !== 'failed' && answer !== undefined && answer !== null;
  if (offered) offeredUntil.set(id, now() + OFFERED_FOR_MS);
  return offered;
}

/** For tests: forget every yes. */
export const forgetOfferedExtensions = () => offeredUntil.clear();
