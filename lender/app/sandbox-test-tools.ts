// Sandbox-only tools for browser tests of failure and timing (never mounted when SANDBOX_TOOLS=off):
//   POST   /sandbox/faults  {method?, path, status?, delay_ms?, times?}  the next `times` calls of that exact
//                           API path wait delay_ms, then answer `status` (or run normally when no status)
//   DELETE /sandbox/faults  clears them
//   POST   /sandbox/applications/{id}/state  puts an application in a given signing state
//   POST   /sandbox/purchases  {copy_of}  a new pending purchase like an existing one (its own guid), so a test
//                           can approve one without using up the seeded purchases other tests read
// Faults live in this process only: they are a test fixture, not data a second instance needs.
import { eq } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { applications, purchases } from '../db/schema';
import type { Deps, Env } from './context';
import { HttpError, notFound } from './errors';
import { idParam, parseBody } from './validate';

const FaultSchema = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).default('GET'),
  path: z.string().startsWith('/api/').max(300),
  status: z.number().int().min(400).max(599).optional(),
  delay_ms: z.number().int().min(0).max(20_000).default(0),
  times: z.number().int().min(1).max(100).default(1),
});
type Fault = z.infer<typeof FaultSchema>;

const faultsByApp = new WeakMap<Deps, Fault[]>();
const faultsOf = (deps: Deps) => {
  let list = faultsByApp.get(deps);
  if (!list) faultsByApp.set(deps, (list = []));
  return list;
};

/** Runs before the API's routes: applies the first fault that matches the request. */
export const injectFaults: MiddlewareHandler<Env> = async (c, next) => {
  const faults = faultsOf(c.get('deps'));
  const i = faults.findIndex((f) => f.method === c.req.method && f.path === c.req.path);
  if (i < 0) return next();
  const fault = faults[i]!;
  if (--fault.times === 0) faults.splice(i, 1);
  if (fault.delay_ms) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
  if (fault.status) throw new HttpError(fault.status as ContentfulStatusCode, 'Injected failure');
  return next();
};

export const sandboxTestTools = new Hono<Env>();

sandboxTestTools.post('/faults', async (c) => {
  faultsOf(c.get('deps')).push(await parseBody(c, FaultSchema));
  return c.json({ ok: true as const }, 201);
});

sandboxTestTools.delete('/faults', (c) => {
  faultsOf(c.get('deps')).length = 0;
  return c.json({ ok: true as const });
});

const ApplicationStateSchema = z.object({
  status_cache_status: z.string().min(1).max(60).optional(),
  signed: z.boolean().optional(),
  signed_at: z.iso.datetime({ offset: true }).nullable().optional(),
  final_status: z.number().int().min(0).max(3).nullable().optional(),
});

sandboxTestTools.post('/applications/:id/state', async (c) => {
  const body = await parseBody(c, ApplicationStateSchema);
  const [row] = await c
    .get('deps')
    .db.update(applications)
    .set({
      statusCacheStatus: body.status_cache_status,
      finalLoanSigned: body.signed,
      signedAt: body.signed_at === undefined ? undefined : body.signed_at === null ? null : new Date(body.signed_at),
      finalStatus: body.final_status,
    })
    .where(eq(applications.id, idParam(c)))
    .returning({ id: applications.id });
  if (!row) throw notFound('Application');
  return c.json({ ok: true as const });
});

const PurchaseCopySchema = z.object({ copy_of: z.uuid() });

sandboxTestTools.post('/purchases', async (c) => {
  const { copy_of } = await parseBody(c, PurchaseCopySchema);
  const db = c.get('deps').db;
  const [source] = await db.select().from(purchases).where(eq(purchases.guid, copy_of.toLowerCase()));
  if (!source) throw notFound('Purchase');
  const { id: _id, createdAt: _created, approvedAt: _approved, rejectedAt: _rejected, guid: _guid, ...terms } = source;
  const [row] = await db.insert(purchases).values({ ...terms, guid: crypto.randomUUID() }).returning({ guid: purchases.guid });
  return c.json({ guid: row!.guid }, 201);
});
