// Bounded tables: what the lender keeps only for a while is deleted once its time is over, so no table
// grows with traffic alone. The sandbox runs the sweep every few minutes (lender/server.ts) on every
// instance (each deletion is idempotent, so instances sweeping at once do no harm), and on demand
// (POST /sandbox/sweep, tests). Times are the sandbox clock's, so a test can move past them.
//   idempotency keys    24 h after their first use (a replay is answered only within those 24 h)
//   rate-limit windows  once their window has ended (the longest is an hour)
//   PINs                used ones are cleared when used; expired ones an hour after they expired (until then a
//                       try still says "This PIN has expired"); the per-phone send time stays
//   link tokens         used, or expired (an exchanged Plaid public token once it could not be valid anyway)
//   sessions            revoked, or past their absolute or idle expiry: any of them answers 401 anyway
//   passkey challenges  used or expired (5 minutes): they can no longer be answered
// And one thing it puts back: autopay's regular amounts once the smaller ones an accepted offer authorized
// are over (their regular_from has come; the customer authorized both amounts at once).
import { and, isNotNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { authSessions, idempotencyKeys, mobilePhones, passkeyChallenges, plaidLinkTokens, rateLimits, recurringPayments } from '../db/schema';
import { spentChallenges } from './passkeys';
import type { Deps } from '../http/context';
import { IDLE_TIMEOUT_MS } from '../http/authenticate';
import { IDEMPOTENCY_TTL_MS } from './idempotency';
import { PAYMENT_WINDOW_MS, PIN_SEND_WINDOW_MS, PIN_TRY_WINDOW_MS, SIGN_IN_WINDOW_MS } from './rate-limit';

export const SWEEP_EVERY_MS = 5 * 60 * 1000;
/** An expired PIN's hash is kept this long, so a late try is told it expired rather than that there is none. */
export const EXPIRED_PIN_KEPT_MS = 60 * 60 * 1000;
/** The longest rate-limit window: a window is over when its start is older than this. */
export const LONGEST_WINDOW_MS = Math.max(SIGN_IN_WINDOW_MS, PAYMENT_WINDOW_MS, PIN_SEND_WINDOW_MS, PIN_TRY_WINDOW_MS);

export interface SweepResult {
  idempotencyKeys: number;
  rateLimits: number;
  pins: number;
  linkTokens: number;
  sessions: number;
  passkeyChallenges: number;
  autopayRegularAgain: number;
}

export async function sweep(deps: Deps): Promise<SweepResult> {
  const { db, clock } = deps;
  const now = clock.now();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const keys = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, ago(IDEMPOTENCY_TTL_MS))).returning({ id: idempotencyKeys.id });
  const windows = await db.delete(rateLimits).where(lt(rateLimits.windowStart, ago(LONGEST_WINDOW_MS))).returning({ id: rateLimits.id });
  const pins = await db
    .update(mobilePhones)
    .set({ pinHash: null, pinExpiresAt: null, pinAttempts: 0 })
    .where(and(isNotNull(mobilePhones.pinExpiresAt), lt(mobilePhones.pinExpiresAt, ago(EXPIRED_PIN_KEPT_MS))))
    .returning({ id: mobilePhones.id });
  const tokens = await db
    .delete(plaidLinkTokens)
    .where(or(lt(plaidLinkTokens.expiresAt, now), and(isNotNull(plaidLinkTokens.usedAt), ne(plaidLinkTokens.kind, 'exchanged'))))
    .returning({ id: plaidLinkTokens.id });
  const sessions = await db
    .delete(authSessions)
    .where(or(isNotNull(authSessions.revokedAt), lt(authSessions.expiresAt, now), lt(authSessions.lastSeenAt, ago(IDLE_TIMEOUT_MS))))
    .returning({ id: authSessions.id });
  const challenges = await db.delete(passkeyChallenges).where(spentChallenges(now)).returning({ id: passkeyChallenges.id });
  const regular = await db
    .update(recurringPayments)
    .set({ amountCents: sql`${recurringPayments.regularAmountCents}`, amountExtraCents: sql`coalesce(${recurringPayments.regularExtraCents}, 0)`, regularAmountCents: null, regularExtraCents: null, regularFrom: null })
    .where(and(isNotNull(recurringPayments.regularAmountCents), lte(recurringPayments.regularFrom, clock.today())))
    .returning({ id: recurringPayments.id });
  return {
    idempotencyKeys: keys.length,
    rateLimits: windows.length,
    pins: pins.length,
    linkTokens: tokens.length,
    sessions: sessions.length,
    passkeyChallenges: challenges.length,
    autopayRegularAgain: regular.length,
  };
}

/** Sweeps now and then every `everyMs` until stopped; a failed sweep is logged and tried again next time. */
export function startSweeper(deps: Deps, everyMs = SWEEP_EVERY_MS, onError: (err: unknown) => void = (err) => console.error('[sandbox] sweep failed', err)): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sweep(deps)
      .catch(onError)
      .finally(() => (running = false));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
