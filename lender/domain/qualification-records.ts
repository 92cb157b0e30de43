// The additional-loan checks of lender/domain/qualifications.ts, fed from the customer's real records: their
// loan accounts (status, days past due), completed payments (returned ones and split children left out),
// payment probation and applications. The user serializer's qualifies_additional_loans uses the same.
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { additionalLoanChecks, type Check as QualificationCheck } from './qualifications';
import { applications, completedPayments, loanAccounts } from '../db/schema';
import type { Deps, UserRow } from '../http/context';

type ApplicationRow = typeof applications.$inferSelect;
type LoanAccountRow = typeof loanAccounts.$inferSelect;

/** Completed payments per loan account (of the user's applications) that count as on time: not returned (NSF), not a child entry. */
async function onTimePaymentCounts(deps: Deps, userId: number): Promise<Map<number, number>> {
  const rows = await deps.db
    .select({ accountId: completedPayments.loanAccountId, n: count() })
    .from(completedPayments)
    .innerJoin(loanAccounts, eq(loanAccounts.id, completedPayments.loanAccountId))
    .innerJoin(applications, eq(applications.id, loanAccounts.applicationId))
    .where(
      and(
        eq(applications.userId, userId),
        isNull(completedPayments.nsfDate),
        isNull(completedPayments.parentRowId),
      ),
    )
    .groupBy(completedPayments.loanAccountId);
  return new Map(rows.map((r) => [r.accountId, Number(r.n)]));
}

/** The checks from records already loaded (the user serializer has them at hand). */
export function checksFrom(
  user: UserRow,
  apps: readonly ApplicationRow[],
  accounts: readonly LoanAccountRow[],
  onTime: Map<number, number>,
): QualificationCheck[] {
  return additionalLoanChecks({
    loans: accounts.map((a) => ({
      applicationId: a.applicationId,
      open: a.open,
      chargeOff: a.chargeOff,
      soldOff: a.soldOff,
      daysPastDue: a.daysPastDue,
      onTimePayments: onTime.get(a.id) ?? 0,
    })),
    onPaymentProbation: user.onPaymentProbation,
    applications: apps
      .filter((a) => a.kind === 'installment')
      .map((a) => ({ id: a.id, status: a.status, statusCacheStatus: a.statusCacheStatus })),
  });
}

/** The ids of a user's applications, as a subquery: look-ups keyed by them go to the database beside the applications. */
export const applicationIdsOf = (deps: Deps, userId: number) =>
  deps.db.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId));

/** What the checks read: the user's applications (newest first), their loan accounts and on-time payment counts, at once. */
export async function loadQualificationRecords(deps: Deps, userId: number) {
  const { db } = deps;
  const [apps, accounts, onTime] = await Promise.all([
    db.select().from(applications).where(eq(applications.userId, userId)).orderBy(desc(applications.createdAt), desc(applications.id)),
    db.select().from(loanAccounts).where(inArray(loanAccounts.applicationId, applicationIdsOf(deps, userId))),
    onTimePaymentCounts(deps, userId),
  ]);
  return { apps, accounts, onTime };
}

export async function loadQualificationChecks(deps: Deps, user: UserRow): Promise<QualificationCheck[]> {
  const { apps, accounts, onTime } = await loadQualificationRecords(deps, user.id);
  return checksFrom(user, apps, accounts, onTime);
}
