// Passkeys: the relying party the portal is, the challenges the lender issues (single
// use, minutes long, kept here rather than in the browser), and the credentials it keeps (the public key,
// its counter, never anything secret).
import { and, desc, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { AuthenticationCredential } from '../../lib/contract/passkeys';
import { passkeyChallenges, passkeys } from '../db/schema';
import type { Deps } from '../http/context';
import { LENDER_NAME } from './contact';

/** How long a challenge may be answered: long enough for the browser's own prompt, short for a copy. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Passkeys one account may hold. */
export const PASSKEYS_PER_ACCOUNT = 10;
/** step_up: a signed-in account's own passkey confirming a sensitive change (./step-up.ts). */
export type ChallengePurpose = 'registration' | 'authentication' | 'step_up';

/** The portal as a WebAuthn relying party: its host is the RP id, its origin the only one accepted. */
export function relyingParty(): { id: string; origin: string; name: string } {
  const url = new URL(process.env.PORTAL_PUBLIC_URL ?? 'http://localhost:3000');
  return { id: url.hostname, origin: url.origin, name: LENDER_NAME };
}

/** Keeps a challenge the lender just put in its options. */
export async function keepChallenge(deps: Deps, challenge: string, purpose: ChallengePurpose, userId: number | null): Promise<void> {
  const expiresAt = new Date(deps.clock.now().getTime() + PASSKEY_CHALLENGE_TTL_MS);
  await deps.db.insert(passkeyChallenges).values({ challenge, purpose, userId, expiresAt });
}

/**
 * Uses up the challenge the browser answered, once: of concurrent uses exactly one gets it. Null when it
 * was never issued (for this purpose and account), is used, or has expired.
 */
export async function spendChallenge(deps: Deps, challenge: string, purpose: ChallengePurpose, userId: number | null): Promise<string | null> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(passkeyChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return row?.challenge ?? null;
}

/** Challenges that can no longer be answered (the sweep deletes them). */
export const spentChallenges = (now: Date) => or(isNotNull(passkeyChallenges.usedAt), lt(passkeyChallenges.expiresAt, now));

export const passkeysOf = (deps: Deps, userId: number) =>
  deps.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt), desc(passkeys.id));

export async function passkeyByCredential(deps: Deps, credentialId: string) {
  const [row] = await deps.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row ?? null;
}

/**
 * Records a use: the new counter and the time, only if the counter is still the one checked, so two uses of
 * one assertion at once cannot both pass (false: another use got there first).
 */
export async function recordUse(deps: Deps, id: number, checkedCounter: number, newCounter: number): Promise<boolean> {
  const used = await deps.db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: deps.clock.now() })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, checkedCounter)))
    .returning({ id: passkeys.id });
  return used.length === 1;
}

/** The challenge a browser's answer carries (its clientDataJSON), used up; null when it cannot be used. */
export async function answeredChallenge(deps: Deps, clientDataJSON: string, purpose: ChallengePurpose, userId: number | null): Promise<string | null> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
  return typeof challenge === 'string' ? spendChallenge(deps, challenge, purpose, userId) : null;
}

/**
 * A passkey's answer to one of the lender's challenges: the passkey that signed it (its use recorded), or why
 * not. `userId`: the account the challenge was issued to (a step-up), and whose passkey must answer; null for
 * a sign-in, where any account's may. An unknown passkey, another's, a bad signature and a copy (its counter
 * did not move) are all 'refused'.
 */
export async function checkAssertion(deps: Deps, credential: AuthenticationCredential, purpose: ChallengePurpose, userId: number | null) {
  const challenge = await answeredChallenge(deps, credential.response.clientDataJSON, purpose, userId);
  if (!challenge) return 'expired' as const;
  const passkey = await passkeyByCredential(deps, credential.id);
  if (!passkey || (userId !== null && passkey.userId !== userId)) return 'refused' as const;
  const rp = relyingParty();
  const verified = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: passkey.transports },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified || !(await recordUse(deps, passkey.id, passkey.counter, verified.authenticationInfo.newCounter))) return 'refused' as const;
  return passkey;
}
