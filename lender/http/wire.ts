// The published contract and the spec-only wire. SANDBOX_WIRE=spec makes the sandbox answer like a lender
// that sends only what the specification names: every field the contract marks as the portal's extension
// (lib/contract/wire.ts) is taken out of every answer, so the portal's fallbacks are what the browser sees.
import type { MiddlewareHandler } from 'hono';
import { findCall } from '../../lib/contract/calls';
import { buildOpenApi } from '../../lib/contract/openapi';
import { stripExtensions } from '../../lib/contract/wire-walk';
import type { Env } from './context';

export type WireMode = 'full' | 'spec';

export function parseWireMode(value: string | undefined): WireMode {
  if (value === undefined || value === '' || value === 'full') return 'full';
  if (value === 'spec') return 'spec';
  throw new Error(`SANDBOX_WIRE must be 'full' or 'spec', not '${value}'`);
}

let document: string | null = null;

/** GET /openapi.json: built once per process from the schemas (the same document as docs/lender-api.openapi.json). */
export const openApiDocument: MiddlewareHandler<Env> = async (c) => {
  document ??= JSON.stringify(buildOpenApi());
  return c.body(document, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' });
};

/** Answers of the contract's calls lose their extension fields. Errors and other routes pass as they are. */
export const specWire: MiddlewareHandler<Env> = async (c, next) => {
  await next();
  const call = findCall(c.req.method, new URL(c.req.url).pathname);
  if (!call || typeof call.response === 'string' || c.res.status < 200 || c.res.status >= 300) return;
  if (!(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
  let body: unknown;
  try {
    body = await c.res.clone().json();
  } catch {
    return; // not JSON after all (a fault test's cut-off answer): passed on as it is
  }
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  c.res = new Response(JSON.stringify(stripExtensions(call.response, body)), { status: c.res.status, headers });
};
