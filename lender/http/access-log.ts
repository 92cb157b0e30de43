// One line per request, as a lender API would keep: a pino JSON line with the request id (the portal's,
// from x-request-id, so a customer's action can be followed from the portal's log to here; else a new
// one), method, route template, status, time, the caller's user id, and the parameters with every secret
// filtered (lib/common/log.ts: pino's redact paths, then lib/common/redact.ts), like Rails'
// filter_parameters. Nothing secret (password, token, PIN, full account, routing or card number) can
// reach it.
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { createLogger } from '../../lib/common/log';
import { newRequestId, REQUEST_ID_HEADER, usableRequestId } from '../../lib/common/request-id';
import { redact } from '../../lib/common/redact';
import type { Env } from './context';

const MAX_LOGGED_BODY = 64 * 1024;
const MAX_PARAMS_CHARS = 2000;

async function params(c: Context<Env>): Promise<unknown> {
  const query = c.req.query();
  const out: Record<string, unknown> = Object.keys(query).length ? { ...query } : {};
  if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
    const type = c.req.header('content-type') ?? '';
    // The handler read the body already (Hono keeps it), or nobody will: reading it here costs nothing.
    const text = Number(c.req.header('content-length') ?? 0) > MAX_LOGGED_BODY ? null : await c.req.text().catch(() => null);
    if (text === null || text.length > MAX_LOGGED_BODY) out.body = '[too large]';
    else if (type.includes('application/x-www-form-urlencoded')) Object.assign(out, Object.fromEntries(new URLSearchParams(text)));
    else if (text) {
      try {
        Object.assign(out, { body: JSON.parse(text) as unknown });
      } catch {
        out.body = '[not JSON]';
      }
    }
  }
  return Object.keys(out).length ? out : null;
}

/** The route template that answered (/api/mobile_phones/:id/verify): the last matched handler's, not a
 * middleware's; the path itself may hold a purchase guid. */
export function routeOf(c: Context<Env>): string {
  const handler = matchedRoutes(c).findLast((route) => route.method !== 'ALL');
  return handler?.path ?? 'not found';
}

export function accessLog(write: (line: string) => void): MiddlewareHandler<Env> {
  const logger = createLogger('sandbox', write);
  return async (c, next) => {
    const started = performance.now();
    // The portal's id (any caller's, when it is a safe one: it only names log lines), else a new one.
    const reqId = usableRequestId(c.req.header(REQUEST_ID_HEADER)) ?? newRequestId();
    await next();
    try {
      c.res.headers.set(REQUEST_ID_HEADER, reqId);
    } catch {
      // an answer with immutable headers: the log line still has the id
    }
    const ms = Math.round(performance.now() - started);
    const logged = await params(c).catch(() => null);
    let paramsField: unknown = logged ?? undefined;
    if (logged) {
      const json = JSON.stringify(redact(logged));
      if (json.length > MAX_PARAMS_CHARS) paramsField = `${json.slice(0, MAX_PARAMS_CHARS)}…`;
    }
    const entry = { reqId, method: c.req.method, route: routeOf(c), status: c.res.status, ms, userId: c.get('actor')?.user.id, params: paramsField };
    if (c.res.status >= 500) logger.error(entry, 'request');
    else logger.info(entry, 'request');
  };
}
