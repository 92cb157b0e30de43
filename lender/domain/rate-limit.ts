// Fixed-window counters kept in the database, so a limit holds across sandbox instances.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Deps } from '../http/context';
import { HttpError } from '../http/errors';

export interface Limit {
  bucket: string;
  windowMs: number;
  max: number;
}

function windowOf(now: Date, windowMs: number) {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), retryAfter: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)) };
}

/** Counts one event; answers the count in the current window. `db` may be a transaction: the count
 * then stands or falls with it, and its row stays locked until it ends. */
export async function count(deps: Deps, limit: Limit, db: Db = deps.db): Promise<number> {
  const { start } = windowOf(deps.clock.now(), limit.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: limit.bucket, windowStart: start, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.bucket, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** A counted attempt: its count in the window, and a way to give it back (the attempt succeeded, or
 * another limit refused it before anything was checked). */
export interface Claim {
  count: number;
  release: () => Promise<void>;
}

/**
 * Counts one attempt first and lets the caller decide on the counted value: concurrent attempts each get
 * their own number from one atomic increment, so no more than `max` of them are ever let through to the
 * check (reading the counter first and adding to it after a failure let a burst of attempts through).
 */
export async function claim(deps: Deps, limit: Limit): Promise<Claim> {
  const { start } = windowOf(deps.clock.now(), limit.windowMs);
  const [row] = await deps.db
    .insert(rateLimits)
    .values({ bucket: limit.bucket, windowStart: start, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.bucket, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return {
    count: row?.count ?? 1,
    release: async () => {
      await deps.db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(and(eq(rateLimits.bucket, limit.bucket), eq(rateLimits.windowStart, start)));
    },
  };
}

/** The 429 of a limit, with Retry-After until its window ends. */
export function tooMany(deps: Deps, limit: Limit, message: string, errors?: Record<string, string[]>): HttpError {
  const { retryAfter } = windowOf(deps.clock.now(), limit.windowMs);
  return new HttpError(429, message, errors, { 'retry-after': String(retryAfter) });
}

/** Refuses with 429 and Retry-After when the window already holds `max` events. */
export async function assertUnder(deps: Deps, limit: Limit, message: string, errors?: Record<string, string[]>): Promise<void> {
  const now = deps.clock.now();
  const { start, retryAfter } = windowOf(now, limit.windowMs);
  const [row] = await deps.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, limit.bucket), eq(rateLimits.windowStart, start)))
    .limit(1);
  if ((row?.count ?? 0) >= limit.max) throw new HttpError(429, message, errors, { 'retry-after': String(retryAfter) });
}

/** Counts and refuses past the limit, in one step (for sends and posts). */
export async function take(deps: Deps, limit: Limit, message: string, options: { db?: Db; errors?: Record<string, string[]> } = {}): Promise<void> {
  if ((await count(deps, limit, options.db)) > limit.max) {
    const { retryAfter } = windowOf(deps.clock.now(), limit.windowMs);
    throw new HttpError(429, message, options.errors, { 'retry-after': String(retryAfter) });
  }
}

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_FAILURES_PER_ACCOUNT = 5;
export const SIGN_IN_FAILURES_PER_ADDRESS = 30;

/** Payments per customer (all their loans, made by them or by staff for them). The load test raises it
 * with SANDBOX_PAYMENT_LIMIT. */
export const PAYMENT_WINDOW_MS = 15 * 60 * 1000;
export const PAYMENTS_PER_CUSTOMER = 20;

/** PIN text messages per customer, whatever the number: a cap on SMS cost and on PIN guessing. */
export const PIN_SEND_WINDOW_MS = 60 * 60 * 1000;
export const PIN_SENDS_PER_CUSTOMER = 5;
/** PIN tries per customer across PINs: each PIN allows 5, this stops cycling through new ones. */
export const PIN_TRY_WINDOW_MS = 60 * 60 * 1000;
export const PIN_TRIES_PER_CUSTOMER = 10;

export const paymentLimit = (deps: Deps, customerId: number): Limit => ({
  bucket: `payments:customer:${customerId}`,
  windowMs: PAYMENT_WINDOW_MS,
  max: deps.limits.paymentsPerWindow,
});
export const pinSendLimit = (customerId: number): Limit => ({ bucket: `pin-sends:customer:${customerId}`, windowMs: PIN_SEND_WINDOW_MS, max: PIN_SENDS_PER_CUSTOMER });
export const pinTryLimit = (customerId: number): Limit => ({ bucket: `pin-tries:customer:${customerId}`, windowMs: PIN_TRY_WINDOW_MS, max: PIN_TRIES_PER_CUSTOMER });

/** SANDBOX_PAYMENT_LIMIT: a positive whole number, else the default. */
export function parsePaymentLimit(value: string | undefined): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : PAYMENTS_PER_CUSTOMER;
}
