// One line per request, as a lender API would keep: method, path, status, time, and the parameters
// with every secret filtered (lib/common/redact.ts), like Rails' filter_parameters. Nothing secret
// (password, token, PIN, full account, routing or card number) can reach it.
import type { Context, MiddlewareHandler } from 'hono';
import { redact, redactText } from '../../lib/common/redact';
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

export function accessLog(write: (line: string) => void): MiddlewareHandler<Env> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    const logged = await params(c).catch(() => null);
    let line = `[sandbox] ${c.req.method} ${redactText(c.req.path)} ${c.res.status} ${ms}ms`;
    if (logged) {
      const json = JSON.stringify(redact(logged));
      line += ` params=${json.length > MAX_PARAMS_CHARS ? `${json.slice(0, MAX_PARAMS_CHARS)}…` : json}`;
    }
    write(line);
  };
}
