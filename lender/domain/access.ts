// Ownership: every record is scoped to the token's user; staff may read any customer.
// Another customer's record answers 404, never its data (nor a 403 that confirms it exists).
import { eq, sql } from 'drizzle-orm';
import { preparedPer } from '../db/prepared';
import { applications, loanAccounts, users } from '../db/schema';
import type { Actor, Deps } from '../http/context';
import { notFound } from '../http/errors';

export function canSeeCustomer(actor: Actor, customerId: number): boolean {
  const allowed = actor.isStaff || actor.user.id === customerId;
  // Staff access to someone else's records goes to the audit trail (lender/domain/audit.ts).
  if (allowed && actor.user.id !== customerId) actor.touchedCustomers.add(customerId);
  return allowed;
}

// Prepared (../db/prepared.ts): most calls look up the application their path names, many its loan account.
const userById = preparedPer((db) => db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('user_by_id'));
const applicationById = preparedPer((db) =>
  db.select().from(applications).where(eq(applications.id, sql.placeholder('id'))).limit(1).prepare('application_by_id'),
);
const loanAccountByApplication = preparedPer((db) =>
  db.select().from(loanAccounts).where(eq(loanAccounts.applicationId, sql.placeholder('applicationId'))).limit(1).prepare('loan_account_by_application'),
);

export async function loadCustomer(deps: Deps, actor: Actor, customerId: number) {
  if (!canSeeCustomer(actor, customerId)) throw notFound('User');
  // The caller's own record came with their token in this request.
  if (customerId === actor.user.id) return actor.user;
  const [user] = await userById(deps.db).execute({ id: customerId });
  if (!user) throw notFound('User');
  return user;
}

export async function loadApplication(deps: Deps, actor: Actor, applicationId: number) {
  const [app] = await applicationById(deps.db).execute({ id: applicationId });
  if (!app || !canSeeCustomer(actor, app.userId)) throw notFound('Application');
  return app;
}

/** The loan account of an application (one at most), or undefined while it has none. */
export async function loanAccountOf(deps: Pick<Deps, 'db'>, applicationId: number) {
  const [account] = await loanAccountByApplication(deps.db).execute({ applicationId });
  return account;
}

/** A loan account by its acctrefno, when it belongs to a customer the caller may see (404 otherwise). */
export async function loadLoanAccountByRef(deps: Deps, actor: Actor, acctrefno: string) {
  const [row] = await deps.db
    .select({ account: loanAccounts, userId: applications.userId })
    .from(loanAccounts)
    .innerJoin(applications, eq(applications.id, loanAccounts.applicationId))
    .where(eq(loanAccounts.acctrefno, acctrefno))
    .limit(1);
  if (!row || !canSeeCustomer(actor, row.userId)) throw notFound('Loan account');
  return row.account;
}
