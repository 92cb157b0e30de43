// Phone verification PINs: 6 digits from a CSPRNG, stored hashed (scrypt), valid 10 minutes and for
// one use; 5 wrong tries lock the PIN until a new one is sent; at most one send a minute per phone.
// Per customer (in rate_limits, so across instances): 5 sends and 10 tries an hour.
// Each limit is enforced by a conditional UPDATE or an atomic counter, so concurrent requests cannot
// slip past it.
import { randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { mobilePhones } from '../db/schema';
import type { Db } from '../db/client';
import type { Deps } from '../http/context';
import { HttpError, unprocessable } from '../http/errors';
import { hashPassword, verifyPassword } from './passwords';
import { assertUnder, pinSendLimit, pinTryLimit, take } from './rate-limit';

export const PIN_TTL_MS = 10 * 60 * 1000;
export const PIN_MAX_TRIES = 5;
export const PIN_SEND_EVERY_MS = 60 * 1000;

type Phone = typeof mobilePhones.$inferSelect;

const TOO_MANY_SENDS = 'Too many PIN requests. Please try again later.';

/** Before changing a number and sending its PIN: refuses up front when the hour's sends are used up,
 * so the number is not changed only for the PIN to be refused. */
export async function assertMaySendPin(deps: Deps, ownerId: number): Promise<void> {
  await assertUnder(deps, pinSendLimit(ownerId), TOO_MANY_SENDS, { number: [TOO_MANY_SENDS] });
}

export async function sendPin(deps: Deps, phone: Phone): Promise<void> {
  const now = deps.clock.now();
  const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const pinHash = await hashPassword(pin);
  // The hourly count and the per-phone claim commit together: a send refused by either uses up nothing.
  await deps.db.transaction(async (tx) => {
    await take(deps, pinSendLimit(phone.ownerId), TOO_MANY_SENDS, { db: tx as unknown as Db, errors: { number: [TOO_MANY_SENDS] } });
    await claimSend(tx as unknown as Db, now, phone, pinHash);
  });
  await deps.adapters.sms.send({ to: phone.number, body: `Your ExpressWay Finance verification PIN is ${pin}. It expires in 10 minutes.` });
}

async function claimSend(db: Db, now: Date, phone: Phone, pinHash: string): Promise<void> {
  const claimed = await db
    .update(mobilePhones)
    .set({ pinHash, pinExpiresAt: new Date(now.getTime() + PIN_TTL_MS), pinAttempts: 0, pinSentAt: now })
    .where(
      and(
        eq(mobilePhones.id, phone.id),
        or(isNull(mobilePhones.pinSentAt), lt(mobilePhones.pinSentAt, new Date(now.getTime() - PIN_SEND_EVERY_MS))),
      ),
    )
    .returning({ id: mobilePhones.id });
  if (claimed.length === 0) {
    const waitSeconds = phone.pinSentAt ? Math.max(1, Math.ceil((phone.pinSentAt.getTime() + PIN_SEND_EVERY_MS - now.getTime()) / 1000)) : 60;
    throw new HttpError(429, 'Too many PIN requests. Please wait a minute before asking for a new PIN.', { number: ['Too many PIN requests. Please wait a minute before asking for a new PIN.'] }, { 'retry-after': String(waitSeconds) });
  }
}

export async function verifyPin(deps: Deps, phone: Phone, pin: string): Promise<void> {
  const now = deps.clock.now();
  const noPin = () => unprocessable('Request a new PIN.', { pin: ['Request a new PIN, then enter it here.'] });
  if (!phone.pinHash || !phone.pinExpiresAt) throw noPin();
  if (phone.pinExpiresAt <= now) throw unprocessable('This PIN has expired.', { pin: ['This PIN has expired. Request a new PIN.'] });
  // Counted on its own (not rolled back with a wrong PIN's refusal).
  const tooMany = 'Too many PIN tries. Please try again later.';
  await take(deps, pinTryLimit(phone.ownerId), tooMany, { errors: { pin: [tooMany] } });
  // Count the try first: a sixth guess is refused even if it is right.
  const counted = await deps.db
    .update(mobilePhones)
    .set({ pinAttempts: sql`${mobilePhones.pinAttempts} + 1` })
    .where(and(eq(mobilePhones.id, phone.id), lt(mobilePhones.pinAttempts, PIN_MAX_TRIES), eq(mobilePhones.pinHash, phone.pinHash)))
    .returning({ attempts: mobilePhones.pinAttempts });
  if (counted.length === 0) {
    throw unprocessable('Too many incorrect PINs.', { pin: ['Too many incorrect PINs. Request a new PIN.'] });
  }
  if (!(await verifyPassword(pin, phone.pinHash))) {
    throw unprocessable('The PIN is incorrect.', { pin: ['The PIN is incorrect. Check the text message and try again.'] });
  }
  // Single use: only the request that clears this very PIN verifies the phone.
  const used = await deps.db
    .update(mobilePhones)
    .set({ verified: true, pinHash: null, pinExpiresAt: null, pinAttempts: 0 })
    .where(and(eq(mobilePhones.id, phone.id), eq(mobilePhones.pinHash, phone.pinHash)))
    .returning({ id: mobilePhones.id });
  if (used.length === 0) throw noPin();
}
