// The additional-loan checks of lender/domain/qualifications.ts, fed from the customer's real records: their
// loan accounts (status, days past due), completed payments (returned ones and split children left out),
// payment probation and applications. The user serializer's qualifies_additional_loans uses the same.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { additionalLoanChecks, type Check as QualificationCheck } from './qualifications';
import type { Db } from '../db/client';
import { preparedPer } from '../db/prepared';
import { applications, completedPayments, loanAccounts } from '../db/schema';
import type { Deps, UserRow } from '../http/context';

type ApplicationRow = typeof applications.$inferSelect;
type LoanAccountRow = typeof loanAccounts.$inferSelect;

// Every page asks for the user (lender/serializers/user.ts), so its look-ups are prepared (../db/prepared.ts),
// keyed by the user's id.
/** The placeholder these queries, and any query with `applicationIdsOf` in it, read the user's id from. */
export const byUser = sql.placeholder('userId');

/** The ids of a user's applications, as a subquery of a prepared query whose `userId` it reads: look-ups keyed by them go to the database beside the applications. */
export const applicationIdsOf = (db: Db) => db.select({ id: applications.id }).from(applications).where(eq(applications.userId, byUser));

const applicationsOfUser = preparedPer((db) =>
  db.select().from(applications).where(eq(applications.userId, byUser)).orderBy(desc(applications.createdAt), desc(applications.id)).prepare('applications_of_user'),
);
const loanAccountsOfUser = preparedPer((db) =>
  db.select().from(loanAccounts).where(inArray(loanAccounts.applicationId, applicationIdsOf(db))).prepare('loan_accounts_of_user'),
);
/** Completed payments per loan account (of the user's applications) that count as on time: not returned (NSF), not a child entry. */
const onTimePaymentCounts = preparedPer((db) =>
  db
    .select({ accountId: completedPayments.loanAccountId, n: count() })
    .from(completedPayments)
    .innerJoin(loanAccounts, eq(loanAccounts.id, completedPayments.loanAccountId))
    .innerJoin(applications, eq(applications.id, loanAccounts.applicationId))
    .where(
      and(
        eq(applications.userId, byUser),
        isNull(completedPayments.nsfDate),
        isNull(completedPayments.parentRowId),
      ),
    )
    .groupBy(completedPayments.loanAccountId)
    .prepare('on_time_payment_counts'),
);

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

/** What the checks read: the user's applications (newest first), their loan accounts and on-time payment counts, at once. */
export async function loadQualificationRecords(deps: Deps, userId: number) {
  const { db } = deps;
  const [apps, accounts, onTime] = await Promise.all([
    applicationsOfUser(db).execute({ userId }),
    loanAccountsOfUser(db).execute({ userId }),
    onTimePaymentCounts(db).execute({ userId }),
  ]);
  return { apps, accounts, onTime: new Map(onTime.map((r) => [r.accountId, Number(r.n)])) };
}

export async function loadQualificationChecks(deps: Deps, user: UserRow): Promise<QualificationCheck[]> {
  const { apps, accounts, onTime } = await loadQualificationRecords(deps, user.id);
  return checksFrom(user, apps, accounts, onTime);
}
