// Two-step verification, the lender's side: which accounts need a second step, the
// challenges sign-in answers with, the codes sent for them (6 digits, 10 minutes, single use, 5 tries, one
// send a minute), authenticator apps (./totp.ts), recovery codes and remembered devices. Every limit is in
// the database (./rate-limit.ts) and every try is counted before it is checked.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { TWO_STEP_MESSAGES, type CodeMethod, type SecondStepChallenge, type TwoStepMethod } from '../../lib/contract/two-step';
import { mobilePhones, recoveryCodes, rememberedDevices, twoStepChallenges, twoStepMethods } from '../db/schema';
import type { Deps, UserRow } from '../http/context';
import { HttpError } from '../http/errors';
import { hashPassword, verifyPassword } from './passwords';
import { take, type Limit } from './rate-limit';
import { base32Decode, matchTotp } from './totp';
import { assertMayText } from './texts';

export const CHALLENGE_TTL_MS = 15 * 60 * 1000;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_TRIES = 5;
export const RESEND_EVERY_MS = 60 * 1000;
export const DEVICE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;

const HOUR = 60 * 60 * 1000;
const QUARTER = 15 * 60 * 1000;
/** Codes sent per account and per address (SMS cost, and guessing by asking for fresh codes). */
export const codeSendLimits = (userId: number, address: string): Limit[] => [
  { bucket: `two-step-sends:account:${userId}`, windowMs: HOUR, max: 10 },
  { bucket: `two-step-sends:address:${address}`, windowMs: HOUR, max: 30 },
];
/** Code tries per account and per address, across challenges: 5 per challenge, and no cycling through new ones. */
export const codeTryLimits = (userId: number, address: string): Limit[] => [
  { bucket: `two-step-tries:account:${userId}`, windowMs: QUARTER, max: 10 },
  { bucket: `two-step-tries:address:${address}`, windowMs: QUARTER, max: 30 },
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Staff accounts must have a second step (they see every customer's records). */
export const twoStepRequired = (user: Pick<UserRow, 'roleGroup'>) => user.roleGroup === 'admin';

export async function confirmedMethods(deps: Deps, userId: number) {
  return deps.db.select().from(twoStepMethods).where(and(eq(twoStepMethods.userId, userId), isNotNull(twoStepMethods.confirmedAt)));
}

/** The ways an account gives its second code; empty when it has no second step. Staff without one get e-mail codes. */
export async function signInMethods(deps: Deps, user: Pick<UserRow, 'id' | 'roleGroup'>): Promise<TwoStepMethod[]> {
  const order: TwoStepMethod[] = ['totp', 'sms', 'email'];
  const on = new Set((await confirmedMethods(deps, user.id)).map((row) => row.method as TwoStepMethod));
  if (on.size === 0 && twoStepRequired(user)) on.add('email');
  return order.filter((method) => on.has(method));
}

export const maskPhone = (number: string) => `•••-•••-${number.replace(/\D/g, '').slice(-4)}`;
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}

/** Where an account's codes of this method go: the verified mobile phone, or the sign-in e-mail. */
export async function codeDestination(deps: Deps, user: Pick<UserRow, 'id' | 'email'>, method: CodeMethod): Promise<string | null> {
  if (method === 'email') return user.email;
  const [phone] = await deps.db
    .select({ number: mobilePhones.number })
    .from(mobilePhones)
    .where(and(eq(mobilePhones.ownerId, user.id), eq(mobilePhones.verified, true)))
    .orderBy(sql`${mobilePhones.id} desc`)
    .limit(1);
  return phone?.number ?? null;
}

/** Sends a code by SMS or e-mail, counted against the account's and the address's limits first. */
export async function deliverCode(deps: Deps, userId: number, address: string, method: CodeMethod, to: string, code: string, purpose: 'sign-in' | 'confirm'): Promise<void> {
  // A number that texted STOP gets no code (docs/decisions.md): the sign-in says texts are off, and a recovery
  // code, an authenticator app or an e-mail code still signs in.
  if (method === 'sms') await assertMayText(deps, userId, 'code');
  for (const limit of codeSendLimits(userId, address)) {
    await take(deps, limit, TWO_STEP_MESSAGES.tooManySends, { errors: { code: [TWO_STEP_MESSAGES.tooManySends] } });
  }
  const what = purpose === 'sign-in' ? 'sign-in code' : 'code to turn on two-step verification';
  const text = `Your ExpressWay Finance ${what} is ${code}. It expires in 10 minutes. We will never ask you for it.`;
  if (method === 'sms') await deps.adapters.sms.send({ to, body: text });
  else await deps.adapters.email.send({ to, subject: purpose === 'sign-in' ? 'Your sign-in code' : 'Your code to turn on two-step verification', body: text });
}

/** A remembered device token that is live for this account: it skips the second step (and is marked used). */
export async function liveDevice(deps: Deps, userId: number, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const now = deps.clock.now();
  const used = await deps.db
    .update(rememberedDevices)
    .set({ lastUsedAt: now })
    .where(and(eq(rememberedDevices.tokenHash, sha256(token)), eq(rememberedDevices.userId, userId), isNull(rememberedDevices.revokedAt), gt(rememberedDevices.expiresAt, now)))
    .returning({ id: rememberedDevices.id });
  return used.length === 1;
}

export async function rememberDevice(deps: Deps, userId: number, visitor: { address: string | null; userAgent: string | null }) {
  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + DEVICE_TTL_MS);
  await deps.db.insert(rememberedDevices).values({ userId, tokenHash: sha256(token), userAgent: visitor.userAgent, address: visitor.address, lastUsedAt: now, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** Forgets every remembered device of the account (a password reset, two-step turned off). */
export async function revokeDevices(deps: Deps, userId: number): Promise<void> {
  await deps.db.update(rememberedDevices).set({ revokedAt: deps.clock.now() }).where(and(eq(rememberedDevices.userId, userId), isNull(rememberedDevices.revokedAt)));
}

/** A new challenge for a signed-in password; a code goes out at once when the first method is one the lender sends. */
export async function openChallenge(deps: Deps, user: UserRow, methods: TwoStepMethod[], address: string): Promise<SecondStepChallenge> {
  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  const [row] = await deps.db.insert(twoStepChallenges).values({ userId: user.id, tokenHash: sha256(token), expiresAt, createdAt: now }).returning();
  const destinations: SecondStepChallenge['destinations'] = {};
  for (const method of methods) {
    if (method === 'totp') continue;
    const to = await codeDestination(deps, user, method);
    if (to) destinations[method] = method === 'sms' ? maskPhone(to) : maskEmail(to);
  }
  const first = methods[0];
  let sent: CodeMethod | null = null;
  if (first && first !== 'totp') {
    // A refused send (too many) leaves the page to offer "send the code again" later.
    sent = await sendChallengeCode(deps, user, row!, first, address).then(() => first, () => null);
  }
  return { challenge: token, expires_at: expiresAt.toISOString(), methods, sent, destinations };
}

type ChallengeRow = typeof twoStepChallenges.$inferSelect;

/** The challenge while it can still be completed, else null. */
export async function liveChallenge(deps: Deps, token: string): Promise<ChallengeRow | null> {
  const [row] = await deps.db
    .select()
    .from(twoStepChallenges)
    .where(and(eq(twoStepChallenges.tokenHash, sha256(token)), isNull(twoStepChallenges.usedAt), gt(twoStepChallenges.expiresAt, deps.clock.now())))
    .limit(1);
  return row ?? null;
}

/** A new code for the challenge (the earlier one stops working), at most once a minute. */
export async function sendChallengeCode(deps: Deps, user: UserRow, challenge: ChallengeRow, method: CodeMethod, address: string): Promise<string> {
  const to = await codeDestination(deps, user, method);
  if (!to) throw new HttpError(422, TWO_STEP_MESSAGES.noPhone, { method: [TWO_STEP_MESSAGES.noPhone] });
  // Refused before the minute's send is claimed: texts off is said every time it is asked.
  if (method === 'sms') await assertMayText(deps, user.id, 'code');
  const now = deps.clock.now();
  const code = newCode();
  // Claimed by a conditional update: of two sends within the minute, one goes out.
  const claimed = await deps.db
    .update(twoStepChallenges)
    .set({ codeHash: await hashPassword(code), codeMethod: method, codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS), codeSentAt: now })
    .where(and(eq(twoStepChallenges.id, challenge.id), or(isNull(twoStepChallenges.codeSentAt), lt(twoStepChallenges.codeSentAt, new Date(now.getTime() - RESEND_EVERY_MS)))))
    .returning({ id: twoStepChallenges.id });
  if (claimed.length === 0) throw resendTooSoon(challenge.codeSentAt, now);
  await deliverCode(deps, user.id, address, method, to, code, 'sign-in');
  return method === 'sms' ? maskPhone(to) : maskEmail(to);
}

export function resendTooSoon(sentAt: Date | null, now: Date): HttpError {
  const wait = sentAt ? Math.max(1, Math.ceil((sentAt.getTime() + RESEND_EVERY_MS - now.getTime()) / 1000)) : 60;
  return new HttpError(429, TWO_STEP_MESSAGES.resendWait, { code: [TWO_STEP_MESSAGES.resendWait] }, { 'retry-after': String(wait) });
}

/** Counts one try with the challenge before it is checked; answers the count. */
export async function claimChallengeTry(deps: Deps, challengeId: number): Promise<number> {
  const [row] = await deps.db
    .update(twoStepChallenges)
    .set({ failedTries: sql`${twoStepChallenges.failedTries} + 1` })
    .where(eq(twoStepChallenges.id, challengeId))
    .returning({ failedTries: twoStepChallenges.failedTries });
  return row?.failedTries ?? Number.MAX_SAFE_INTEGER;
}

/** Uses the challenge up, once: of concurrent completions exactly one gets true. */
export async function endChallenge(deps: Deps, challengeId: number): Promise<boolean> {
  const now = deps.clock.now();
  const ended = await deps.db
    .update(twoStepChallenges)
    .set({ usedAt: now, codeHash: null })
    .where(and(eq(twoStepChallenges.id, challengeId), isNull(twoStepChallenges.usedAt)))
    .returning({ id: twoStepChallenges.id });
  return ended.length === 1;
}

/** What a typed code is: right (used up here), the app's code of a step already used, or wrong. */
export type CodeCheck = 'right' | 'used' | 'wrong';

/** Does the code complete the challenge: its sent code (unexpired), the app's current code, or an unused recovery code (used up here)? */
export async function codeMatches(deps: Deps, user: UserRow, challenge: ChallengeRow, code: string): Promise<CodeCheck> {
  const now = deps.clock.now();
  if (!/^\d{6}$/.test(code)) return (await spendRecoveryCode(deps, user.id, code)) ? 'right' : 'wrong';
  if (challenge.codeHash && challenge.codeExpiresAt && challenge.codeExpiresAt > now && (await verifyPassword(code, challenge.codeHash))) return 'right';
  const [app] = (await confirmedMethods(deps, user.id)).filter((row) => row.method === 'totp');
  return app ? acceptTotp(deps, app, code) : 'wrong';
}

type MethodRow = typeof twoStepMethods.$inferSelect;

/** The app's code at the sandbox's now (±1 step), a step accepted at most once (recorded by a conditional update). */
export async function acceptTotp(deps: Deps, row: MethodRow, code: string): Promise<CodeCheck> {
  const key = row.secret ? base32Decode(row.secret) : null;
  if (!key) return 'wrong';
  const step = matchTotp(key, code, deps.clock.now().getTime(), row.lastTotpStep);
  if (step === null || step === 'used') return step ?? 'wrong';
  const taken = await deps.db
    .update(twoStepMethods)
    .set({ lastTotpStep: step })
    .where(and(eq(twoStepMethods.id, row.id), or(isNull(twoStepMethods.lastTotpStep), lt(twoStepMethods.lastTotpStep, step))))
    .returning({ id: twoStepMethods.id });
  // Taken meanwhile by another request with the same code: used.
  return taken.length === 1 ? 'right' : 'used';
}

const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

async function spendRecoveryCode(deps: Deps, userId: number, code: string): Promise<boolean> {
  const used = await deps.db
    .update(recoveryCodes)
    .set({ usedAt: deps.clock.now() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, sha256(normalizeRecovery(code))), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Ten new recovery codes (xxxx-xxxx); the earlier ones stop working. Only their hashes are kept. */
export async function newRecoveryCodes(deps: Deps, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
  await deps.db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: sha256(normalizeRecovery(code)) })));
  });
  return codes;
}

export async function recoveryCodesLeft(deps: Deps, userId: number): Promise<number> {
  const [row] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Two-step off: every method, recovery code and remembered device of the account goes. */
export async function turnOff(deps: Deps, userId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(twoStepMethods).where(eq(twoStepMethods.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.update(rememberedDevices).set({ revokedAt: deps.clock.now() }).where(and(eq(rememberedDevices.userId, userId), isNull(rememberedDevices.revokedAt)));
  });
}

/** Ends every open second-step challenge of the account: a password opened before a reset completes nothing after it. */
export async function endChallenges(deps: Deps, userId: number): Promise<void> {
  await deps.db.update(twoStepChallenges).set({ usedAt: deps.clock.now(), codeHash: null }).where(and(eq(twoStepChallenges.userId, userId), isNull(twoStepChallenges.usedAt)));
}
