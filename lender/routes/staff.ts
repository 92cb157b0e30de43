// Staff-only: GET /api/staff/customers?q= (find a customer), GET /api/staff/audit_events?customer_id=
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { AuditQuerySchema, CustomerSearchQuerySchema, type AuditEvent, type CustomerSearchResult } from '../../lib/contract/staff';
import { applications, auditEvents, users } from '../db/schema';
import type { Env } from '../http/context';
import { notFound } from '../http/errors';
import { parseQuery } from '../http/validate';

export const staffRoutes = new Hono<Env>();

// Customers never learn these routes exist.
staffRoutes.use(async (c, next) => {
  if (!c.get('actor').isStaff) throw notFound();
  await next();
});

staffRoutes.get('/customers', async (c) => {
  const { db } = c.get('deps');
  const { q } = parseQuery(c, CustomerSearchQuerySchema);
  const asId = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const like = `%${q.replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`;
  const byApplication = asId ? await db.select({ userId: applications.userId }).from(applications).where(eq(applications.id, asId)) : [];
  const ids = [...(asId ? [asId] : []), ...byApplication.map((r) => r.userId)];
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.roleGroup, 'customer'),
        or(
          ilike(users.email, like),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ...(ids.length ? [inArray(users.id, ids)] : []),
        ),
      ),
    )
    .orderBy(users.id)
    .limit(20);
  const apps = rows.length
    ? await db.select({ id: applications.id, userId: applications.userId }).from(applications).where(inArray(applications.userId, rows.map((r) => r.id)))
    : [];
  const data: CustomerSearchResult[] = rows.map((u) => ({
    id: u.id,
    name: `${u.firstName} ${u.lastName}`,
    email: u.email,
    application_ids: apps.filter((a) => a.userId === u.id).map((a) => a.id),
  }));
  return c.json({ data });
});

staffRoutes.get('/audit_events', async (c) => {
  const { db } = c.get('deps');
  const { customer_id } = parseQuery(c, AuditQuerySchema);
  const rows = await db
    .select({ event: auditEvents, firstName: users.firstName, lastName: users.lastName })
    .from(auditEvents)
    .innerJoin(users, eq(users.id, auditEvents.actorId))
    .where(eq(auditEvents.customerId, customer_id))
    .orderBy(desc(auditEvents.id))
    .limit(200);
  const data: AuditEvent[] = rows.map(({ event, firstName, lastName }) => ({
    id: event.id,
    actor_id: event.actorId,
    actor_name: `${firstName} ${lastName}`,
    actor_role: event.actorRole,
    customer_id: event.customerId,
    action: event.action === 'change' ? 'change' : 'read',
    target: event.target,
    created_at: event.createdAt.toISOString(),
  }));
  return c.json({ data });
});
