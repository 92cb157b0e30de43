// What a change of who holds an account ends. A password reset or a confirmed change of the sign-in e-mail
// says someone else may have had the account: every session, remembered device, open second-step
// challenge and private calendar address (it reads the account without a session) goes, and a reset also removes the passkeys added shortly before it (a way in an intruder may
// have left behind, which a reset would otherwise not touch).
import { and, eq, gt } from 'drizzle-orm';
import { passkeys } from '../db/schema';
import type { Deps } from '../http/context';
import { revokeSessions } from './account-security';
import { revokeFeeds } from './calendar-feeds';
import { endChallenges, revokeDevices } from './two-step';

/** Passkeys added within this long before a reset are removed by it. */
export const RECENT_PASSKEY_MS = 7 * 24 * 60 * 60 * 1000;

/** Ends every session (but `keepSessionId`'s), remembered device, open second-step challenge and calendar address of the account. */
export async function endOpenAccess(deps: Deps, userId: number, keepSessionId?: number): Promise<void> {
  await revokeSessions(deps, userId, keepSessionId);
  await revokeDevices(deps, userId);
  await endChallenges(deps, userId);
  await revokeFeeds(deps, userId);
}

/** Removes the account's passkeys added in the last 7 days; answers how many. */
export async function removeRecentPasskeys(deps: Deps, userId: number): Promise<number> {
  const since = new Date(deps.clock.now().getTime() - RECENT_PASSKEY_MS);
  const removed = await deps.db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), gt(passkeys.createdAt, since)))
    .returning({ id: passkeys.id });
  return removed.length;
}
