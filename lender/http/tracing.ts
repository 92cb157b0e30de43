// The lender's side of a trace: one server span per request, the child of the caller's span when the
// request carries a W3C traceparent (the portal sends one for each lender call), named for the route that
// answered, with its status; the handler runs inside it, so the database's spans (../db/traced.ts) are its
// children. Mounted only when the sandbox's telemetry is on (server.ts).
import { context, propagation, SpanKind, SpanStatusCode, trace, type TextMapGetter } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import { routeOf } from './access-log';
import type { Env } from './context';

export const SANDBOX_TRACER = 'lender-sandbox';

const fromHeaders: TextMapGetter<Headers> = {
  keys: (headers) => [...headers.keys()],
  get: (headers, key) => headers.get(key) ?? undefined,
};

export function traceRequests(): MiddlewareHandler<Env> {
  const tracer = trace.getTracer(SANDBOX_TRACER);
  return async (c, next) => {
    const parent = propagation.extract(context.active(), c.req.raw.headers, fromHeaders);
    const span = tracer.startSpan(c.req.method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': c.req.method } }, parent);
    try {
      await context.with(trace.setSpan(parent, span), next);
    } finally {
      const route = routeOf(c);
      span.updateName(`${c.req.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': c.res.status });
      if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
  };
}
