// A tracer provider that leaves out the spans a rule names, in front of the SDK's. A left-out span costs
// nothing of the SDK: no span is made, timed, batched or exported. Its caller gets a stand-in that records
// nothing and carries the parent's context, and the parent stays current, so what runs inside is the
// parent's child as if the left-out span had never been asked for. A span without a parent is never left
// out: every trace keeps its root.
import { context, trace, type Context, type Span, type SpanOptions, type Tracer, type TracerProvider } from '@opentelemetry/api';

/** Whether a span about to start is left out, by its tracer's name and the span's name and options. */
export type HideSpan = (tracer: string, name: string, options: SpanOptions | undefined) => boolean;

export function hidingSpans(provider: TracerProvider, hide: HideSpan): TracerProvider {
  const tracers = new Map<string, Tracer>();
  return {
    getTracer(name, version, options) {
      const key = `${name}\u0000${version ?? ''}`;
      let tracer = tracers.get(key);
      if (!tracer) tracers.set(key, (tracer = hidingTracer(name, provider.getTracer(name, version, options), hide)));
      return tracer;
    },
  };
}

function hidingTracer(tracerName: string, inner: Tracer, hide: HideSpan): Tracer {
  /** The stand-in for a span left out (its parent's context), or null when the span is made. */
  const standIn = (name: string, options: SpanOptions | undefined, ctx: Context): Span | null => {
    if (options?.root || !hide(tracerName, name, options)) return null;
    const parent = trace.getSpanContext(ctx);
    return parent && trace.isSpanContextValid(parent) ? trace.wrapSpanContext(parent) : null;
  };
  const startSpan = (name: string, options?: SpanOptions, ctx: Context = context.active()): Span => standIn(name, options, ctx) ?? inner.startSpan(name, options, ctx);
  // The API's overloads: (name, fn), (name, options, fn), (name, options, context, fn), as the SDK reads them.
  function startActiveSpan(name: string, ...rest: unknown[]): unknown {
    const fn = rest[rest.length - 1] as (span: Span) => unknown;
    const options = rest.length > 1 ? (rest[0] as SpanOptions | undefined) : undefined;
    const ctx = (rest.length > 2 ? (rest[1] as Context | undefined) : undefined) ?? context.active();
    const hidden = standIn(name, options, ctx);
    if (hidden) return context.with(ctx, fn, undefined, hidden);
    const span = inner.startSpan(name, options, ctx);
    return context.with(trace.setSpan(ctx, span), fn, undefined, span);
  }
  return { startSpan, startActiveSpan: startActiveSpan as Tracer['startActiveSpan'] };
}
