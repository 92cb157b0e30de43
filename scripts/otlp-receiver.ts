// A small OTLP/HTTP receiver in the test's or the benchmark's own process: it accepts POST /v1/traces,
// /v1/metrics and /v1/logs as a collector would (200, an empty answer), keeps what came in JSON
// (OTEL_EXPORTER_OTLP_PROTOCOL=http/json) as flat spans and metric points, and counts what came in
// protobuf without decoding it (the benchmark only needs an answer that costs the servers what a real
// collector's would).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP's kind: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, unknown>;
  events: string[];
}

export interface ReceivedPoint {
  service: string;
  metric: string;
  attributes: Record<string, unknown>;
  /** Histogram points: how many values; sums and counters: the value. */
  count?: number;
  value?: number;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
type OtlpAttributes = { key: string; value: OtlpValue }[] | undefined;

const valueOf = (v: OtlpValue): unknown => v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : undefined) ?? v.doubleValue ?? v.boolValue;
const attributesOf = (list: OtlpAttributes): Record<string, unknown> => Object.fromEntries((list ?? []).map((a) => [a.key, valueOf(a.value)]));

interface TracesBody {
  resourceSpans?: { resource?: { attributes?: OtlpAttributes }; scopeSpans?: { spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: OtlpAttributes; events?: { name: string }[] }[] }[] }[];
}
interface MetricsBody {
  resourceMetrics?: {
    resource?: { attributes?: OtlpAttributes };
    scopeMetrics?: { metrics?: { name: string; histogram?: { dataPoints?: { attributes?: OtlpAttributes; count?: string | number }[] }; sum?: { dataPoints?: { attributes?: OtlpAttributes; asInt?: string | number; asDouble?: number }[] } }[] }[];
  }[];
}

export function spansOf(body: TracesBody): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((rs) => {
    const service = String(attributesOf(rs.resource?.attributes)['service.name'] ?? '');
    return (rs.scopeSpans ?? []).flatMap((ss) =>
      (ss.spans ?? []).map((s) => ({ service, traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId ?? '', name: s.name, kind: s.kind, attributes: attributesOf(s.attributes), events: (s.events ?? []).map((e) => e.name) })),
    );
  });
}

export function pointsOf(body: MetricsBody): ReceivedPoint[] {
  return (body.resourceMetrics ?? []).flatMap((rm) => {
    const service = String(attributesOf(rm.resource?.attributes)['service.name'] ?? '');
    return (rm.scopeMetrics ?? []).flatMap((sm) =>
      (sm.metrics ?? []).flatMap((m) => [
        ...(m.histogram?.dataPoints ?? []).map((p) => ({ service, metric: m.name, attributes: attributesOf(p.attributes), count: Number(p.count ?? 0) })),
        ...(m.sum?.dataPoints ?? []).map((p) => ({ service, metric: m.name, attributes: attributesOf(p.attributes), value: Number(p.asInt ?? p.asDouble ?? 0) })),
      ]),
    );
  });
}

export interface OtlpReceiver {
  /** http://127.0.0.1:port, for OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  spans: ReceivedSpan[];
  points: ReceivedPoint[];
  /** Exports received, by path, whatever their encoding. */
  posts: Record<string, number>;
  close(): Promise<void>;
}

export async function startOtlpReceiver(port = 0): Promise<OtlpReceiver> {
  const receiver: Omit<OtlpReceiver, 'url' | 'close'> = { spans: [], points: [], posts: {} };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      if (req.method !== 'POST' || !['/v1/traces', '/v1/metrics', '/v1/logs'].includes(path)) {
        res.writeHead(404).end();
        return;
      }
      receiver.posts[path] = (receiver.posts[path] ?? 0) + 1;
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      const json = (req.headers['content-type'] ?? '').includes('json');
      if (json) {
        const parsed = JSON.parse(body.toString('utf8')) as TracesBody & MetricsBody;
        if (path === '/v1/traces') receiver.spans.push(...spansOf(parsed));
        if (path === '/v1/metrics') receiver.points.push(...pointsOf(parsed));
      }
      res.writeHead(200, { 'content-type': json ? 'application/json' : 'application/x-protobuf' }).end(json ? '{}' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The standard variables that point a server's telemetry at `url`, exporting often (tests, benchmark). */
export function otlpEnv(url: string, protocol: 'http/json' | 'http/protobuf'): Record<string, string> {
  return { OTEL_EXPORTER_OTLP_ENDPOINT: url, OTEL_EXPORTER_OTLP_PROTOCOL: protocol, OTEL_METRIC_EXPORT_INTERVAL: '1000', OTEL_BSP_SCHEDULE_DELAY: '200' };
}
