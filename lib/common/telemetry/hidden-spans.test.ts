// Spans left out by a rule: none of them reaches the exporter, what runs inside one is its parent's child
// with the parent still current, and a root is never left out.
import { context, trace, type Span, type Tracer } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { hidingSpans } from './hidden-spans';

const exported = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exported)] });
// The context manager and propagator (register), then the tracers through the rule, as ./start does.
provider.register();
trace.disable();
trace.setGlobalTracerProvider(hidingSpans(provider, (tracer, name) => tracer === 'next.js' && name.startsWith('step')));

const next = (): Tracer => trace.getTracer('next.js', '16');
const names = () => exported.getFinishedSpans().map((s) => s.name);
const parentOf = (name: string) => exported.getFinishedSpans().find((s) => s.name === name)?.parentSpanContext?.spanId;
const idOf = (name: string) => exported.getFinishedSpans().find((s) => s.name === name)?.spanContext().spanId;

beforeEach(() => exported.reset());

test('a span left out is not exported, and what runs inside it is the parent’s child with the parent current', async () => {
  await next().startActiveSpan('request', async (request: Span) => {
    await next().startActiveSpan('step: load modules', async (step: Span) => {
      expect(step.isRecording()).toBe(false);
      expect(step.spanContext()).toEqual(request.spanContext());
      expect(trace.getActiveSpan()).toBe(request);
      await new Promise((resolve) => setTimeout(resolve, 1));
      trace.getTracer('lender-portal').startSpan('GET /api/users/{id}').end();
      step.setAttribute('ignored', 1);
      step.end();
    });
    request.end();
  });
  expect(names().sort()).toEqual(['GET /api/users/{id}', 'request']);
  expect(parentOf('GET /api/users/{id}')).toBe(idOf('request'));
});

test('every form of the call: (name, fn), (name, options, fn), (name, options, context, fn) and startSpan', () => {
  const request = next().startSpan('request');
  const under = trace.setSpan(context.active(), request);
  context.with(under, () => {
    next().startActiveSpan('step a', (s: Span) => s.end());
    next().startActiveSpan('step b', { attributes: { x: 1 } }, (s: Span) => s.end());
    next().startSpan('step c').end();
    next().startActiveSpan('kept', {}, (s: Span) => s.end());
  });
  next().startActiveSpan('step d', {}, under, (s: Span) => {
    expect(s.spanContext().spanId).toBe(request.spanContext().spanId);
    expect(trace.getActiveSpan()).toBe(request);
    s.end();
  });
  request.end();
  expect(names().sort()).toEqual(['kept', 'request']);
  expect(parentOf('kept')).toBe(idOf('request'));
});

test('a root is never left out: no parent, or a span asked to be a root', () => {
  next().startActiveSpan('step without a parent', (s: Span) => {
    expect(s.isRecording()).toBe(true);
    next().startActiveSpan('step asked to be a root', { root: true }, (r: Span) => r.end());
    s.end();
  });
  expect(names().sort()).toEqual(['step asked to be a root', 'step without a parent']);
});

test('another tracer’s span of the same name is kept', () => {
  const parent = next().startSpan('request');
  context.with(trace.setSpan(context.active(), parent), () => trace.getTracer('lender-portal').startSpan('step x').end());
  parent.end();
  expect(names().sort()).toEqual(['request', 'step x']);
});
