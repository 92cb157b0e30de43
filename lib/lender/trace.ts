// One client span per attempt of a lender call, a child of the page's or handler's span (Next's), named
// for the call's path template and carrying its id from lib/contract/calls.ts, the answer's status and
// which attempt it was; its W3C traceparent goes to the lender beside x-request-id, so the lender's spans
// join the same trace. The attempt's duration goes to the lender-call histogram by call id and status.
// With telemetry off (no OTEL_* variables) the attempt is sent as it is: nothing is looked up or made.
import 'server-only';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { histogram, SECONDS_BUCKETS } from '../common/telemetry/instruments';
import { telemetryOn } from '../common/telemetry/wanted';
import { findCall } from '../contract/calls';

export const PORTAL_METER = 'lender-portal';

const callDuration = histogram(PORTAL_METER, 'portal.lender.call.duration', {
  unit: 's',
  description: 'Time of one attempt of a lender API call, by call id and answer status (or error type).',
  buckets: SECONDS_BUCKETS,
});

export interface Attempt {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** 1 for the first sending, 2 for a GET sent again on a new socket. */
  attempt: number;
}

/** What the lender answered (its status) or why it did not (a WireError's kind). */
export type Outcome = { status: number } | { error: string };

// The call of a path, kept by its shape (each segment with a digit is an id): a page's calls are the same
// few shapes every time, so the table's templates are tried once per shape, not on every call.
const callsByShape = new Map<string, ReturnType<typeof findCall>>();
function callOf(method: string, pathname: string) {
  const shape = `${method} ${pathname.replace(/[^/]*\d[^/]*/g, '0')}`;
  if (callsByShape.has(shape)) return callsByShape.get(shape);
  const call = findCall(method, pathname);
  if (callsByShape.size < 500) callsByShape.set(shape, call);
  return call;
}

/** Runs `send` with the attempt's headers (a traceparent added when traces are on) inside its span. */
export async function tracedAttempt<T>(a: Attempt, send: (headers: Record<string, string>) => Promise<T>, outcome: (result: T | Error) => Outcome): Promise<T> {
  const on = telemetryOn();
  if (!on.traces && !on.metrics) return send(a.headers);
  const call = callOf(a.method, a.url.pathname);
  const callId = call?.id ?? 'unknown';
  const span = on.traces
    ? trace.getTracer(PORTAL_METER).startSpan(`${a.method} ${call?.path ?? 'lender'}`, {
        kind: SpanKind.CLIENT,
        attributes: {
          'lender.call.id': callId,
          'lender.attempt': a.attempt,
          'http.request.method': a.method,
          'url.template': call?.path ?? '',
          'server.address': a.url.hostname,
          ...(a.attempt > 1 ? { 'http.request.resend_count': a.attempt - 1 } : {}),
        },
      })
    : null;
  const headers = { ...a.headers };
  const active = span ? trace.setSpan(context.active(), span) : context.active();
  if (span) propagation.inject(active, headers);
  const started = performance.now();
  let result: T | Error;
  try {
    result = await context.with(active, () => send(headers));
  } catch (err) {
    result = err instanceof Error ? err : new Error(String(err));
  }
  const said = outcome(result);
  const statusOrError = 'status' in said ? { 'http.response.status_code': said.status } : { 'error.type': said.error };
  callDuration.record((performance.now() - started) / 1000, { 'lender.call.id': callId, ...statusOrError });
  if (span) {
    span.setAttributes(statusOrError);
    if ('error' in said || said.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  }
  if (result instanceof Error) throw result;
  return result;
}
