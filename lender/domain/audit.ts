// The audit trail: every staff read of a customer's data and every staff change, written once per
// request for each customer the request touched (who, role, when, customer, what).
import type { MiddlewareHandler } from 'hono';
import { auditEvents } from '../db/schema';
import type { Env } from '../http/context';

export const auditStaffAccess: MiddlewareHandler<Env> = async (c, next) => {
  await next();
  const actor = c.get('actor');
  if (!actor?.isStaff || actor.touchedCustomers.size === 0) return;
  // Refused requests changed nothing; reads that failed still looked, so they are kept.
  const changed = !['GET', 'HEAD'].includes(c.req.method);
  if (changed && c.res.status >= 400) return;
  const target = `${c.req.method} ${new URL(c.req.url).pathname}`;
  await c
    .get('deps')
    .db.insert(auditEvents)
    .values(
      [...actor.touchedCustomers].map((customerId) => ({
        actorId: actor.user.id,
        actorRole: actor.roles[0] ?? null,
        customerId,
        action: changed ? 'change' : 'read',
        target,
      })),
    );
};
