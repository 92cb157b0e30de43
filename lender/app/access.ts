// Ownership: every record is scoped to the token's user; staff may read any customer.
// Another customer's record answers 404, never its data (nor a 403 that confirms it exists).
import { eq } from 'drizzle-orm';
import { applications, users } from '../db/schema';
import type { Actor, Deps } from './context';
import { notFound } from './errors';

export function canSeeCustomer(actor: Actor, customerId: number): boolean {
  const allowed = actor.isStaff || actor.user.id === customerId;
  // Staff access to someone else's records goes to the audit trail (lender/app/audit.ts).
  if (allowed && actor.user.id !== customerId) actor.touchedCustomers.add(customerId);
  return allowed;
}

export async function loadCustomer(deps: Deps, actor: Actor, customerId: number) {
  if (!canSeeCustomer(actor, customerId)) throw notFound('User');
  const [user] = await deps.db.select().from(users).where(eq(users.id, customerId)).limit(1);
  if (!user) throw notFound('User');
  return user;
}

export async function loadApplication(deps: Deps, actor: Actor, applicationId: number) {
  const [app] = await deps.db.select().from(applications).where(eq(applications.id, applicationId)).limit(1);
  if (!app || !canSeeCustomer(actor, app.userId)) throw notFound('Application');
  return app;
}
