// Sandbox-only tools for tests of failure and timing (never mounted when SANDBOX_TOOLS=off):
//   POST   /sandbox/faults  {method?, path?, user_id?, status?, fail?, delay_ms?, after?, times?}
//            the next `times` API calls that match (method, default GET, or ANY; the exact path, if given;
//            made with a token of user_id, if given) wait delay_ms, then answer `status`, or fail:
//              reset      the connection is dropped without an answer (as a crash or a reset would)
//              malformed  200 with a JSON body cut short
//            or, with neither, run normally (slow). With after: true the route runs first, its writes
//            committed, and the delay and the failure come on the way out (a lender that recorded a
//            payment but whose answer never arrived).
//   DELETE /sandbox/faults  clears them (?user_id= only that user's)
//   POST   /sandbox/applications/{id}/state  puts an application in a given signing state
//   POST   /sandbox/auth/age  {token, signed_in_ms_ago, idle_ms}  one token's clock: as if it had been
//                           signed in that long ago and idle that long (moving the shared clock would end
//                           every other test's session too)
// A fault pinned to a user touches only that user's calls, so tests running beside each other stay apart.
//   POST   /sandbox/purchases  {copy_of}  a new pending purchase like an existing one (its own guid), so a test
//                           can approve one without using up the seeded purchases other tests read
//   PUT    /sandbox/bank_link  {user_id, provider}  which link tokens POST /api/plaid/link_token gives that
//                           customer: 'plaid' (Plaid-shaped, link-sandbox-{uuid}: the portal opens Plaid Link)
//                           or 'stand-in' (the sandbox's own, the default)
// Faults live in this process only: they are a test fixture, not data a second instance needs.
import type { IncomingMessage } from 'node:http';
import { and, eq, isNull } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { applications, authSessions, purchases } from '../db/schema';
import { ABSOLUTE_TIMEOUT_MS, hashToken } from '../routes/auth';
import type { Deps, Env } from '../http/context';
import { notFound } from '../http/errors';
import { setBankLinkProvider } from '../stand-ins/plaid';
import { idParam, parseBody, parseQuery } from '../http/validate';

const FaultSchema = z
  .object({
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'ANY']).default('GET'),
    path: z.string().startsWith('/api/').max(300).optional(),
    user_id: z.number().int().positive().max(2_147_483_647).optional(),
    status: z.number().int().min(400).max(599).optional(),
    fail: z.enum(['reset', 'malformed']).optional(),
    delay_ms: z.number().int().min(0).max(20_000).default(0),
    after: z.boolean().default(false),
    times: z.number().int().min(1).max(10_000).default(1),
  })
  // A fault on every path of every user would break the tests running beside the one that set it.
  .refine((f) => f.path !== undefined || f.user_id !== undefined, { message: 'Give a path, a user_id or both.', path: ['path'] })
  .refine((f) => f.status === undefined || f.fail === undefined, { message: 'Give a status or a failure, not both.', path: ['fail'] });
type Fault = z.infer<typeof FaultSchema>;

const faultsByApp = new WeakMap<Deps, Fault[]>();
const faultsOf = (deps: Deps) => {
  let list = faultsByApp.get(deps);
  if (!list) faultsByApp.set(deps, (list = []));
  return list;
};

/** The user behind the request's bearer token (revoked or expired tokens too: faults do not authenticate). */
async function callerId(c: Context<Env>): Promise<number | null> {
  const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) return null;
  const [row] = await c
    .get('deps')
    .db.select({ userId: authSessions.userId })
    .from(authSessions)
    .where(and(eq(authSessions.tokenHash, hashToken(token)), isNull(authSessions.revokedAt)))
    .limit(1);
  return row?.userId ?? null;
}

async function findFault(c: Context<Env>, faults: Fault[]): Promise<Fault | null> {
  const candidates = faults.filter((f) => (f.method === 'ANY' || f.method === c.req.method) && (f.path === undefined || f.path === c.req.path));
  if (candidates.length === 0) return null;
  const userId = candidates.some((f) => f.user_id !== undefined) ? await callerId(c) : null;
  return candidates.find((f) => f.user_id === undefined || f.user_id === userId) ?? null;
}

/** Drops the connection without an answer. In process (tests through app.request) there is none: 502. */
function resetConnection(c: Context<Env>): Response {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.json({ message: 'Injected reset' }, 502);
  incoming.socket.destroy();
  return new Response(null, { status: 500 });
}

function failedAnswer(c: Context<Env>, fault: Fault): Response | null {
  if (fault.fail === 'reset') return resetConnection(c);
  if (fault.fail === 'malformed') return c.body('{"data":{"id":1,"attributes":{"', 200, { 'content-type': 'application/json' });
  if (fault.status) return c.json({ message: 'Injected failure' }, fault.status as ContentfulStatusCode);
  return null;
}

/** Runs before the API's routes: applies the first fault that matches the request. */
export const injectFaults: MiddlewareHandler<Env> = async (c, next) => {
  const faults = faultsOf(c.get('deps'));
  const fault = await findFault(c, faults);
  if (!fault) return next();
  if (--fault.times === 0) faults.splice(faults.indexOf(fault), 1);
  const wait = () => (fault.delay_ms ? new Promise((resolve) => setTimeout(resolve, fault.delay_ms)) : undefined);
  if (fault.after) {
    await next();
    await wait();
    const failed = failedAnswer(c, fault);
    if (failed) c.res = failed;
    return;
  }
  await wait();
  return failedAnswer(c, fault) ?? next();
};

export const sandboxTestTools = new Hono<Env>();

sandboxTestTools.post('/faults', async (c) => {
  faultsOf(c.get('deps')).push(await parseBody(c, FaultSchema));
  return c.json({ ok: true as const }, 201);
});

sandboxTestTools.delete('/faults', (c) => {
  const { user_id } = parseQuery(c, z.object({ user_id: z.coerce.number().int().positive().optional() }));
  const faults = faultsOf(c.get('deps'));
  const kept = user_id === undefined ? [] : faults.filter((f) => f.user_id !== user_id);
  faults.splice(0, faults.length, ...kept);
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

const AgeSchema = z.object({
  token: z.string().min(20).max(200),
  signed_in_ms_ago: z.number().int().min(0).max(7 * 24 * 3600 * 1000),
  idle_ms: z.number().int().min(0).max(7 * 24 * 3600 * 1000),
});

sandboxTestTools.post('/auth/age', async (c) => {
  const { token, signed_in_ms_ago, idle_ms } = await parseBody(c, AgeSchema);
  const now = c.get('deps').clock.now().getTime();
  const signedInAt = new Date(now - signed_in_ms_ago);
  const [row] = await c
    .get('deps')
    .db.update(authSessions)
    .set({ createdAt: signedInAt, expiresAt: new Date(signedInAt.getTime() + ABSOLUTE_TIMEOUT_MS), lastSeenAt: new Date(now - idle_ms) })
    .where(eq(authSessions.tokenHash, hashToken(token)))
    .returning({ id: authSessions.id });
  if (!row) throw notFound('Session');
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

const BankLinkSchema = z.object({ user_id: z.number().int().positive().max(2_147_483_647), provider: z.enum(['plaid', 'stand-in']) });

sandboxTestTools.put('/bank_link', async (c) => {
  const { user_id, provider } = await parseBody(c, BankLinkSchema);
  setBankLinkProvider(c.get('deps'), user_id, provider);
  return c.json({ ok: true as const });
});
