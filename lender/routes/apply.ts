// POST /api/applications, PUT /api/applications/{id}/dealership, GET /api/dealerships — applying for a
// repair loan and choosing its service center (spec 000 sections 2 and 4).
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ChooseDealershipRequestSchema, CreateApplicationRequestSchema } from '../../lib/contract/applications';
import type { Dealership } from '../../lib/contract/dealerships';
import { APPLY_MESSAGES } from '../../lib/contract/limits';
import { applicationInProgress, serviceCenterNeeded } from '../domain/applications';
import { dollarsToCents } from '../../lib/common/money';
import { applications, dealerships, repairs, users } from '../db/schema';
import type { Db } from '../db/client';
import { loadApplication } from '../domain/access';
import type { Env } from '../http/context';
import { forbidden, notFound, unprocessable } from '../http/errors';
import { serializeApplication } from '../serializers/application';
import { idParam, parseBody } from '../http/validate';

export const applyRoutes = new Hono<Env>();

type DealershipRow = typeof dealerships.$inferSelect;

export const serializeDealership = (d: DealershipRow): Dealership => ({ id: d.id, name: d.name, phone: d.phone, address: d.address });

async function findDealership(db: Db, id: number, field: string): Promise<DealershipRow> {
  const [row] = await db.select().from(dealerships).where(eq(dealerships.id, id)).limit(1);
  if (!row) throw unprocessable('Validation failed', { [field]: [APPLY_MESSAGES.unknownDealership] });
  return row;
}

applyRoutes.get('/dealerships', async (c) => {
  const rows = await c.get('deps').db.select().from(dealerships).orderBy(asc(dealerships.name));
  return c.json({ data: rows.map(serializeDealership) });
});

// A customer applies for themselves: staff cannot apply on a customer's behalf (the consent is the customer's).
applyRoutes.post('/applications', async (c) => {
  const { db } = c.get('deps');
  const actor = c.get('actor');
  if (actor.user.roleGroup !== 'customer') throw forbidden(APPLY_MESSAGES.staff);
  const { application: form } = await parseBody(c, CreateApplicationRequestSchema);
  const dealer = form.dealership_id === null ? null : await findDealership(db, form.dealership_id, 'application.dealership_id');

  const created = await db.transaction(async (tx) => {
    // One application in progress at a time; the user row's lock makes two quick submits wait in line.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.user.id)).for('update');
    const existing = await tx.select().from(applications).where(and(eq(applications.userId, actor.user.id), eq(applications.kind, 'installment')));
    if (existing.some(applicationInProgress)) throw unprocessable(APPLY_MESSAGES.inProgress, { base: [APPLY_MESSAGES.inProgress] });

    const cents = dollarsToCents(form.amount_requested);
    const [app] = await tx
      .insert(applications)
      .values({
        userId: actor.user.id,
        kind: 'installment',
        statusCacheStatus: 'pending',
        status: 'pending',
        origin: dealer ? `${dealer.name} - ${form.repair_description}` : form.repair_description,
        needsDealership: dealer === null,
        dealershipId: dealer?.id ?? null,
        repairAmountCents: cents,
      })
      .returning();
    await tx.insert(repairs).values({
      applicationId: app!.id,
      dealershipId: dealer?.id ?? null,
      description: form.repair_description,
      repairAmountCents: cents,
      roStatus: 'estimate',
    });
    return app!;
  });
  return c.json({ data: await serializeApplication(c.get('deps'), created) }, 201);
});

// Only the customer who owns the application chooses, and only while it still needs a service center.
applyRoutes.put('/applications/:id/dealership', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const app = await loadApplication(deps, actor, idParam(c));
  if (app.userId !== actor.user.id) throw notFound('Application');
  const { dealership_id } = await parseBody(c, ChooseDealershipRequestSchema);
  const dealer = await findDealership(deps.db, dealership_id, 'dealership_id');
  const chosenAlready = () => unprocessable('A service center has already been chosen', {
    dealership_id: ['A service center has already been chosen for this application'],
  });
  if (!serviceCenterNeeded(app)) throw chosenAlready();

  const updated = await deps.db.transaction(async (tx) => {
    // The guard in the WHERE makes a second, concurrent choice find nothing to update.
    const [row] = await tx
      .update(applications)
      .set({ dealershipId: dealer.id, needsDealership: false })
      .where(and(eq(applications.id, app.id), eq(applications.needsDealership, true)))
      .returning();
    if (!row) throw chosenAlready();
    await tx.update(repairs).set({ dealershipId: dealer.id }).where(eq(repairs.applicationId, app.id));
    return row;
  });
  return c.json({ data: await serializeApplication(deps, updated) });
});
