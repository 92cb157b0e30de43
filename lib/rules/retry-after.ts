// A refusal for too many requests (HTTP 429), said the same way everywhere in the portal:
// "Too many <what>. Please try again in N minutes." — what from the lender's own message when it names it.

const SECONDS_MAX = 7 * 24 * 60 * 60;

/**
 * Whole minutes to wait (at least 1) from a Retry-After value: delay-seconds or an HTTP date.
 * Null when it is missing or unreadable, so the message can say "a few minutes" instead of guessing.
 */
export function retryAfterMinutes(retryAfter: string | number | null | undefined, now: Date = new Date()): number | null {
  if (retryAfter === null || retryAfter === undefined || retryAfter === '') return null;
  let seconds: number;
  if (typeof retryAfter === 'number' || /^\s*\d+\s*$/.test(retryAfter)) {
    seconds = Number(retryAfter);
  } else {
    // Only an HTTP date ("Mon, 10 Mar 2025 12:14:30 GMT"): Date.parse would read "-5" as a year.
    if (!/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(retryAfter.trim())) return null;
    const at = Date.parse(retryAfter);
    if (Number.isNaN(at)) return null;
    seconds = (at - now.getTime()) / 1000;
  }
  if (!Number.isFinite(seconds) || seconds > SECONDS_MAX) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}

const WHAT = /^Too many ([^.!?]{1,60})[.!?]/;

/** "Too many payments in a short time. Please try again in 12 minutes." */
export function tooManyMessage(lenderMessage: string | null | undefined, minutes: number | null): string {
  const what = WHAT.exec(lenderMessage?.trim() ?? '')?.[1]?.trim() || 'attempts';
  const when = minutes === null ? 'a few minutes' : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many ${what}. Please try again in ${when}.`;
}
