// Fixed-window counters kept in the database, so a limit holds across sandbox instances.
import { and, eq, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { Deps } from './context';
import { HttpError } from './errors';

export interface Limit {
  bucket: string;
  windowMs: number;
  max: number;
}

function windowOf(now: Date, windowMs: number) {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), retryAfter: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)) };
}

/** Counts one event; answers the count in the current window. */
export async function count(deps: Deps, limit: Limit): Promise<number> {
  const { start } = windowOf(deps.clock.now(), limit.windowMs);
  const [row] = await deps.db
    .insert(rateLimits)
    .values({ bucket: limit.bucket, windowStart: start, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.bucket, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Refuses with 429 and Retry-After when the window already holds `max` events. */
export async function assertUnder(deps: Deps, limit: Limit, message: string): Promise<void> {
  const now = deps.clock.now();
  const { start, retryAfter } = windowOf(now, limit.windowMs);
  const [row] = await deps.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, limit.bucket), eq(rateLimits.windowStart, start)))
    .limit(1);
  if ((row?.count ?? 0) >= limit.max) throw new HttpError(429, message, undefined, { 'retry-after': String(retryAfter) });
}

/** Counts and refuses past the limit, in one step (for sends and posts). */
export async function take(deps: Deps, limit: Limit, message: string): Promise<void> {
  if ((await count(deps, limit)) > limit.max) {
    const { retryAfter } = windowOf(deps.clock.now(), limit.windowMs);
    throw new HttpError(429, message, undefined, { 'retry-after': String(retryAfter) });
  }
}

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_FAILURES_PER_ACCOUNT = 5;
export const SIGN_IN_FAILURES_PER_ADDRESS = 30;
