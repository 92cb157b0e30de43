// What Next's onRequestError hook (instrumentation.ts) does with a server error: one error line in the
// portal's log (route template, kind of render, method, request id and the error's digest, name and
// message, all filtered like every line), and the exception on the request's span, marked as failed, so
// the trace shows where it broke. The path itself is never logged: it may hold a guid or a token.
import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { Instrumentation } from 'next';
import { createLogger, type Logger } from '../common/log';
import { REQUEST_ID_HEADER, usableRequestId } from '../common/request-id';
import { telemetryOn } from '../common/telemetry/wanted';

type Report = Instrumentation.onRequestError;

export function requestErrorReporter(logger: Logger, tracer = 'lender-portal'): Report {
  return (error, request, context) => {
    const err = error instanceof Error ? error : new Error(String(error));
    const digest = typeof (error as { digest?: unknown })?.digest === 'string' ? (error as { digest: string }).digest : undefined;
    const header = request.headers[REQUEST_ID_HEADER];
    const reqId = usableRequestId(Array.isArray(header) ? header[0] : header) ?? undefined;
    logger.error({ reqId, method: request.method, route: context.routePath, routeType: context.routeType, digest, error: { name: err.name, message: err.message } }, 'server error');
    if (!telemetryOn().traces) return;
    const active = trace.getActiveSpan();
    // Outside any span (an error after the request's span ended): a span of its own carries it.
    const span = active ?? trace.getTracer(tracer).startSpan(`error ${context.routePath}`, { attributes: { 'http.route': context.routePath } });
    span.recordException(err);
    span.setAttributes({ 'error.type': err.name, 'next.route_type': context.routeType, ...(digest ? { 'next.error.digest': digest } : {}) });
    span.setStatus({ code: SpanStatusCode.ERROR, message: err.message });
    if (!active) span.end();
  };
}

let reporter: Report | null = null;

/** The portal's reporter, made on the first error. */
export const reportRequestError: Report = (...args) => {
  reporter ??= requestErrorReporter(createLogger('portal'));
  return reporter(...args);
};
