// Whether a server sends OpenTelemetry traces and metrics, read from the standard OTEL_* variables only.
// Off unless an OTLP endpoint or an exporter is named: without one, no SDK module is loaded at all and
// every span and instrument of the code is the API's no-op (a few property reads per lender call).
// Both servers (the portal's instrumentation.ts, the sandbox's server.ts) ask this before loading ./start.

export type OtlpProtocol = 'http/protobuf' | 'http/json';

export interface TelemetryWanted {
  traces: boolean;
  metrics: boolean;
  protocol: OtlpProtocol;
  /** Why a variable was not followed, for the server's start-up line ('' when all is understood). */
  warning: string;
}

type Env = Readonly<Record<string, string | undefined>>;

const set = (value: string | undefined) => value !== undefined && value.trim() !== '';

/**
 * OTEL_SDK_DISABLED=true turns everything off. A signal is on when its exporter is `otlp` (named by
 * OTEL_TRACES_EXPORTER / OTEL_METRICS_EXPORTER) or, with no exporter named, when an OTLP endpoint is set
 * (OTEL_EXPORTER_OTLP_ENDPOINT, or the signal's own OTEL_EXPORTER_OTLP_TRACES_ENDPOINT / _METRICS_ENDPOINT).
 * `none` turns a signal off. Only OTLP over HTTP is spoken: protobuf (the standard's default) or JSON.
 */
export function telemetryWanted(env: Env = process.env): TelemetryWanted {
  const warnings: string[] = [];
  const protocol = ((): OtlpProtocol => {
    const value = env.OTEL_EXPORTER_OTLP_PROTOCOL?.trim();
    if (!value) return 'http/protobuf';
    if (value === 'http/protobuf' || value === 'http/json') return value;
    warnings.push(`OTEL_EXPORTER_OTLP_PROTOCOL=${value} is not spoken here (only http/protobuf and http/json): http/protobuf is used`);
    return 'http/protobuf';
  })();
  const signal = (what: string, exporter: string | undefined, ownEndpoint: string | undefined): boolean => {
    const exporters = (exporter ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (exporters.length === 0) return set(env.OTEL_EXPORTER_OTLP_ENDPOINT) || set(ownEndpoint);
    const unknown = exporters.filter((e) => e !== 'otlp' && e !== 'none');
    if (unknown.length) warnings.push(`OTEL_${what}_EXPORTER: ${unknown.join(', ')} not available here (otlp or none)`);
    return exporters.includes('otlp');
  };
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return { traces: false, metrics: false, protocol, warning: '' };
  const traces = signal('TRACES', env.OTEL_TRACES_EXPORTER, env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
  const metrics = signal('METRICS', env.OTEL_METRICS_EXPORTER, env.OTEL_EXPORTER_OTLP_METRICS_ENDPOINT);
  return { traces, metrics, protocol, warning: warnings.join('; ') };
}

// Set by ./start once the SDK is running. A global, not a module variable: the portal's instrumentation
// bundle starts it and the app's bundle (its own copy of this module) asks.
const KEY = Symbol.for('lender-portal.telemetryOn');
const holder = globalThis as typeof globalThis & { [KEY]?: { traces: boolean; metrics: boolean } };

/** What ./start turned on in this process; both off until then (and forever, when nothing is configured). */
export const telemetryOn = (): { traces: boolean; metrics: boolean } => holder[KEY] ?? OFF;
const OFF = { traces: false, metrics: false };

export function markTelemetryOn(on: { traces: boolean; metrics: boolean }): void {
  holder[KEY] = on;
}
