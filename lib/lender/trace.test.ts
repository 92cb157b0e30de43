// The lender calls' spans and durations, through the real wire against a local server: off, nothing is sent
// or made; on, each attempt is a client span under the caller's span (call id, status, attempt), its
// traceparent goes with the request, and its duration lands in the histogram by call id and status.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, metrics, trace } from '@opentelemetry/api';
import { AggregationTemporality, MeterProvider, MetricReader, type HistogramMetricData } from '@opentelemetry/sdk-metrics';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { markTelemetryOn } from '../common/telemetry/wanted';
import { send } from './transport';

class TestReader extends MetricReader {
  constructor() {
    super({ aggregationTemporalitySelector: () => AggregationTemporality.CUMULATIVE });
  }
  protected async onForceFlush() {}
  protected async onShutdown() {}
}

let server: http.Server;
let base: URL;
let handler: (req: http.IncomingMessage, res: http.ServerResponse) => void;
const traceparents: (string | undefined)[] = [];
const spans = new InMemorySpanExporter();
const reader = new TestReader();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    traceparents.push(req.headers.traceparent as string | undefined);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  traceparents.length = 0;
  spans.reset();
  handler = (_req, res) => res.end('{}');
});

const get = (path: string) => send({ method: 'GET', url: new URL(path, base), headers: {}, timeoutMs: 1000 });

test('off (no OTEL_* variables): no traceparent, no span', async () => {
  await get('/api/loan_accounts/7');
  expect(traceparents).toEqual([undefined]);
});

describe('on', () => {
  beforeAll(() => {
    new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] }).register();
    metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));
    markTelemetryOn({ traces: true, metrics: true });
  });

  test("a call is a client span under the caller's, and its traceparent goes with it", async () => {
    const page = trace.getTracer('test').startSpan('GET /ui/page');
    await context.with(trace.setSpan(context.active(), page), () => get('/api/loan_accounts/7'));
    page.end();
    const [call] = spans.getFinishedSpans().filter((s) => s.name !== 'GET /ui/page');
    expect(call!.name).toBe('GET /api/loan_accounts/{applicationId}');
    expect(call!.attributes).toMatchObject({ 'lender.call.id': 'getLoanAccount', 'http.response.status_code': 200, 'lender.attempt': 1, 'http.request.method': 'GET' });
    expect(call!.parentSpanContext?.spanId).toBe(page.spanContext().spanId);
    expect(traceparents).toEqual([`00-${page.spanContext().traceId}-${call!.spanContext().spanId}-01`]);
  });

  test('a GET sent again on a new socket is attempt 2, in a span of its own', async () => {
    let n = 0;
    handler = (req, res) => {
      n += 1;
      if (n === 2) return req.socket.destroy();
      res.end('{}');
    };
    await get('/api/users/3');
    spans.reset();
    expect((await get('/api/users/3')).status).toBe(200);
    const attempts = spans.getFinishedSpans().map((s) => [s.attributes['lender.attempt'], s.attributes['http.response.status_code'] ?? s.attributes['error.type']]);
    expect(attempts).toEqual([[1, 'stale_socket'], [2, 200]]);
    expect(spans.getFinishedSpans().every((s) => s.attributes['lender.call.id'] === 'getUser')).toBe(true);
  });

  test('no answer in time: the span says timeout and is an error', async () => {
    handler = () => undefined;
    await expect(send({ method: 'GET', url: new URL('/api/loan_accounts/8', base), headers: {}, timeoutMs: 100 })).rejects.toMatchObject({ kind: 'timeout' });
    const [span] = spans.getFinishedSpans();
    expect(span!.attributes['error.type']).toBe('timeout');
    expect(span!.status.code).toBe(2);
  });

  test('each attempt lands in the duration histogram by call id and status', async () => {
    const { resourceMetrics } = await reader.collect();
    const metric = resourceMetrics.scopeMetrics.flatMap((s) => s.metrics).find((m) => m.descriptor.name === 'portal.lender.call.duration') as HistogramMetricData;
    const points = metric.dataPoints.map((p) => [p.attributes['lender.call.id'], p.attributes['http.response.status_code'] ?? p.attributes['error.type'], p.value.count]);
    expect(points).toEqual(expect.arrayContaining([['getLoanAccount', 200, 1], ['getUser', 200, 2], ['getUser', 'stale_socket', 1], ['getLoanAccount', 'timeout', 1]]));
  });
});
