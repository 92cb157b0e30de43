// GET /api/repairs/{id} — the repair behind a loan. `id` is the APPLICATION id (a loan finances one repair);
// the answer carries the repair's own id. Another customer's application answers 404, as does a loan
// without a repair on record.
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Repair } from '../../lib/contract/repairs';
import { centsToDollars } from '../../lib/common/money';
import { dealerships, repairs } from '../db/schema';
import { loadApplication } from '../domain/access';
import type { Env } from '../http/context';
import { notFound } from '../http/errors';
import { idParam } from '../http/validate';
import { serializeDealership } from './apply';

export const repairRoutes = new Hono<Env>();

repairRoutes.get('/:id', async (c) => {
  const deps = c.get('deps');
  const app = await loadApplication(deps, c.get('actor'), idParam(c));
  const [row] = await deps.db
    .select({ repair: repairs, dealership: dealerships })
    .from(repairs)
    .leftJoin(dealerships, eq(dealerships.id, repairs.dealershipId))
    .where(eq(repairs.applicationId, app.id))
    .orderBy(asc(repairs.id))
    .limit(1);
  if (!row) throw notFound('Repair');
  const data: Repair = {
    id: row.repair.id,
    application_id: app.id,
    description: row.repair.description,
    repair_amount: centsToDollars(row.repair.repairAmountCents),
    ro_status: row.repair.roStatus,
    dealership: row.dealership ? serializeDealership(row.dealership) : null,
  };
  return c.json({ data });
});
