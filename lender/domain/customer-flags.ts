// Facts about a customer that several rules need: a finalized loan (user_in_NLS), a card account.
import { eq, inArray } from 'drizzle-orm';
import { applications, loanAccounts } from '../db/schema';
import type { Deps } from '../http/context';

export async function customerFlags(deps: Deps, userId: number) {
  const apps = await deps.db.select({ id: applications.id, kind: applications.kind }).from(applications).where(eq(applications.userId, userId));
  const accounts = apps.length
    ? await deps.db.select({ id: loanAccounts.id }).from(loanAccounts).where(inArray(loanAccounts.applicationId, apps.map((a) => a.id)))
    : [];
  return { userInNls: accounts.length > 0, hasRevolver: apps.some((a) => a.kind === 'revolver') };
}
