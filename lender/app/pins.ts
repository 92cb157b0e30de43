// Phone verification PINs: 6 digits from a CSPRNG, stored hashed (scrypt), valid 10 minutes and for
// one use; 5 wrong tries lock the PIN until a new one is sent; at most one send a minute.
// Each limit is enforced by a conditional UPDATE, so concurrent requests cannot slip past it.
import { randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { mobilePhones } from '../db/schema';
import type { Deps } from './context';
import { HttpError, unprocessable } from './errors';
import { hashPassword, verifyPassword } from './passwords';

export const PIN_TTL_MS = 10 * 60 * 1000;
export const PIN_MAX_TRIES = 5;
export const PIN_SEND_EVERY_MS = 60 * 1000;

type Phone = typeof mobilePhones.$inferSelect;

export async function sendPin(deps: Deps, phone: Phone): Promise<void> {
  const now = deps.clock.now();
  const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const pinHash = await hashPassword(pin);
  const claimed = await deps.db
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
    throw new HttpError(429, 'Please wait a minute before asking for a new PIN.', { number: ['Please wait a minute before asking for a new PIN.'] }, { 'retry-after': String(waitSeconds) });
  }
  await deps.adapters.sms.send({ to: phone.number, body: `Your ExpressWay Finance verification PIN is ${pin}. It expires in 10 minutes.` });
}

export async function verifyPin(deps: Deps, phone: Phone, pin: string): Promise<void> {
  const now = deps.clock.now();
  const noPin = () => unprocessable('Request a new PIN.', { pin: ['Request a new PIN, then enter it here.'] });
  if (!phone.pinHash || !phone.pinExpiresAt) throw noPin();
  if (phone.pinExpiresAt <= now) throw unprocessable('This PIN has expired.', { pin: ['This PIN has expired. Request a new PIN.'] });
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
