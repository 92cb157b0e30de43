// Sandbox-only fault injection for tests of failure and timing (never mounted when SANDBOX_TOOLS=off):
//   POST   /sandbox/faults  {method?, path?, user_id?, status?, fail?, delay_ms?, after?, times?}
//            the next `times` API calls that match (method, default GET, or ANY; the exact path, if given;
//            made with a token of user_id, if given) wait delay_ms, then answer `status`, or fail:
//              reset      the connection is dropped without an answer (as a crash or a reset would)
//              malformed  200 with a JSON body cut short
//            or, with neither, run normally (slow). With after: true the route runs first, its writes
//            committed, and the delay and the failure come on the way out (a lender that recorded a
//            payment but whose answer never arrived).
//   DELETE /sandbox/faults  clears them (?user_id= only that user's)
// A fault pinned to a user touches only that user's calls, so tests running beside each other stay apart.
// Faults live in this process only: they are a test fixture, not data a second instance needs.
import type { IncomingMessage } from 'node:http';
import { and, eq, isNull } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { authSessions } from '../db/schema';
import { hashToken } from '../http/authenticate';
import type { Deps, Env } from '../http/context';
import { parseBody, parseQuery } from '../http/validate';

const FaultSchema = z
  .object({
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'ANY']).default('GET'),
    // The API's paths, and the passkey extension's (a lender without it answers 404 there).
    path: z.string().regex(/^\/(api|platform\/auth\/passkeys)\//).max(300).optional(),
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

export const faultTools = new Hono<Env>();

faultTools.post('/faults', async (c) => {
  faultsOf(c.get('deps')).push(await parseBody(c, FaultSchema));
  return c.json({ ok: true as const }, 201);
});

faultTools.delete('/faults', (c) => {
  const { user_id } = parseQuery(c, z.object({ user_id: z.coerce.number().int().positive().optional() }));
  const faults = faultsOf(c.get('deps'));
  const kept = user_id === undefined ? [] : faults.filter((f) => f.user_id !== user_id);
  faults.splice(0, faults.length, ...kept);
  return c.json({ ok: true as const });
});
