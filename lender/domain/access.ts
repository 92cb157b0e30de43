// Ownership: every record is scoped to the token's user; staff may read any customer.
// Another customer's record answers 404, never its data (nor a 403 that confirms it exists).
import { eq } from 'drizzle-orm';
import { applications, loanAccounts, users } from '../db/schema';
import type { Actor, Deps } from '../http/context';
import { notFound } from '../http/errors';

export function canSeeCustomer(actor: Actor, customerId: number): boolean {
  const allowed = actor.isStaff || actor.user.id === customerId;
  // Staff access to someone else's records goes to the audit trail (lender/domain/audit.ts).
  if (allowed && actor.user.id !== customerId) actor.touchedCustomers.add(customerId);
  return allowed;
}

export async function loadCustomer(deps: Deps, actor: Actor, customerId: number) {
  if (!canSeeCustomer(actor, customerId)) throw notFound('User');
  // The caller's own record came with their token in this request.
  if (customerId === actor.user.id) return actor.user;
  const [user] = await deps.db.select().from(users).where(eq(users.id, customerId)).limit(1);
  if (!user) throw notFound('User');
  return user;
}

export async function loadApplication(deps: Deps, actor: Actor, applicationId: number) {
  const [app] = await deps.db.select().from(applications).where(eq(applications.id, applicationId)).limit(1);
  if (!app || !canSeeCustomer(actor, app.userId)) throw notFound('Application');
  return app;
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
