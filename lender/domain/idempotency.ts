// Exactly-once answers for requests that move money. The first request with a key claims it with an
// INSERT … ON CONFLICT DO NOTHING (committed at once, so a concurrent duplicate sees the claim), does its
// work and stores its answer in one database transaction. Then, for 24 hours:
//   same key, same body   → the stored answer again (Idempotent-Replayed: true)
//   same key, other body  → 422
//   same key, still running → 409 (Retry-After: 1)
// A request that fails releases its claim, so a retry runs again; nothing was written by it.
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { Deps } from '../http/context';
import { HttpError, unprocessable } from '../http/errors';
import { IdempotencyKeySchema } from '../../lib/contract/transactions';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim with no answer after this long belongs to a crashed request; it may be taken over. */
export const ABANDONED_CLAIM_MS = 2 * 60 * 1000;

export interface StoredAnswer {
  status: 200 | 201;
  body: Record<string, unknown>;
}

/** JSON with sorted keys, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const requestHash = (scope: string, body: unknown) => createHash('sha256').update(`${scope}\n${canonicalJson(body)}`).digest('hex');

/** Claims the key for this request, or settles it with a replay, a 422 or a 409. */
async function claim(deps: Deps, userId: number, key: string, hash: string): Promise<{ id: number } | { replay: StoredAnswer }> {
  const { db, clock } = deps;
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = clock.now();
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (claimed) return claimed;

    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!existing) continue; // released in between: claim again

    const age = now.getTime() - existing.createdAt.getTime();
    const expired = age >= IDEMPOTENCY_TTL_MS;
    const abandoned = existing.status === null && age >= ABANDONED_CLAIM_MS;
    if (expired || abandoned) {
      // Take it over only if nobody else did first (same row, same created_at).
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ requestHash: hash, status: null, response: null, createdAt: now })
        .where(and(eq(idempotencyKeys.id, existing.id), eq(idempotencyKeys.createdAt, existing.createdAt)))
        .returning({ id: idempotencyKeys.id });
      if (taken) return taken;
      continue;
    }
    if (existing.requestHash !== hash) {
      throw unprocessable('This Idempotency-Key was already used for a different request.', {
        idempotency_key: ['This Idempotency-Key was already used for a different request.'],
      });
    }
    if (existing.status === null) {
      throw new HttpError(409, 'This payment is still being processed. Please wait a moment.', undefined, { 'retry-after': '1' });
    }
    return { replay: { status: existing.status as StoredAnswer['status'], body: existing.response as Record<string, unknown> } };
  }
  throw new HttpError(409, 'This payment is still being processed. Please wait a moment.', undefined, { 'retry-after': '1' });
}

/**
 * Runs `work` at most once per (user, key) and answers what it answered the first time. `work` gets
 * the transaction it must write through; its answer is stored in the same transaction.
 */
export async function idempotent(
  deps: Deps,
  request: { userId: number; key: string; scope: string; body: unknown },
  work: (tx: Db) => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const hash = requestHash(request.scope, request.body);
  const claimed = await claim(deps, request.userId, request.key, hash);
  if ('replay' in claimed) return { ...claimed.replay, replayed: true };
  try {
    const answer = await deps.db.transaction(async (tx) => {
      const result = await work(tx as unknown as Db);
      await tx
        .update(idempotencyKeys)
        .set({ status: result.status, response: result.body })
        .where(eq(idempotencyKeys.id, claimed.id));
      return result;
    });
    return { ...answer, replayed: false };
  } catch (err) {
    // Nothing was written: let a retry with the same key run again.
    await deps.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.id, claimed.id), isNull(idempotencyKeys.status)))
      .catch(() => undefined);
    throw err;
  }
}


/** The request's Idempotency-Key, when it sent one; a malformed one is refused (400). */
export function optionalIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  const key = IdempotencyKeySchema.safeParse(header);
  if (!key.success) throw new HttpError(400, 'An Idempotency-Key header must be 8 to 100 letters, digits, - or _.');
  return key.data;
}

/**
 * `idempotent` when the request carries a key (the portal's extension on autopay and cancellations), else
 * the work in one plain transaction: a client that sends no key gets the spec's behaviour.
 */
export async function idempotentIfKeyed(
  deps: Deps,
  request: { userId: number; key: string | null; scope: string; body: unknown },
  work: (tx: Db) => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  if (request.key !== null) return idempotent(deps, { ...request, key: request.key }, work);
  const answer = await deps.db.transaction((tx) => work(tx as unknown as Db));
  return { ...answer, replayed: false };
}
