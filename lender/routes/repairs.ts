// GET /api/repairs/{id} — the repair behind a loan. `id` is the APPLICATION id (a loan finances one repair);
// the answer carries the repair's own id. Another customer's application answers 404, as does a loan
// without a repair on record.
import { asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Repair } from '../../lib/contract/repairs';
import { centsToDollars } from '../../lib/common/money';
import { preparedPer } from '../db/prepared';
import { dealerships, repairs } from '../db/schema';
import { loadApplication } from '../domain/access';
import type { Env } from '../http/context';
import { notFound } from '../http/errors';
import { idParam } from '../http/validate';
import { serializeDealership } from './apply';

export const repairRoutes = new Hono<Env>();

// Prepared (../db/prepared.ts): the loan page asks for the repair every time.
const repairOf = preparedPer((db) =>
  db
    .select({ repair: repairs, dealership: dealerships })
    .from(repairs)
    .leftJoin(dealerships, eq(dealerships.id, repairs.dealershipId))
    .where(eq(repairs.applicationId, sql.placeholder('applicationId')))
    .orderBy(asc(repairs.id))
    .limit(1)
    .prepare('repair_of_application'),
);

repairRoutes.get('/:id', async (c) => {
  const deps = c.get('deps');
  const app = await loadApplication(deps, c.get('actor'), idParam(c));
  const [row] = await repairOf(deps.db).execute({ applicationId: app.id });
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
