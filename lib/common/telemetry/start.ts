// The OpenTelemetry SDK of either server, loaded only when ./wanted says a signal is on (its caller imports
// this module dynamically, so a server without OTEL_* variables never loads a line of the SDK). Spans go in
// batches, metrics every OTEL_METRIC_EXPORT_INTERVAL ms (60 s by default), both over OTLP/HTTP. The
// exporters read the standard endpoint, header, timeout and compression variables themselves; the trace
// provider reads the sampler's (OTEL_TRACES_SAMPLER, _ARG), the batch processor its OTEL_BSP_* limits, and
// the resource takes OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES.
import { metrics, trace } from '@opentelemetry/api';
import { OTLPMetricExporter as JsonMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPMetricExporter as ProtoMetricExporter } from '@opentelemetry/exporter-metrics-otlp-proto';
import { OTLPTraceExporter as JsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtoTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { hidingSpans, type HideSpan } from './hidden-spans';
import { markTelemetryOn, type TelemetryWanted } from './wanted';

export interface TelemetryService {
  /** service.name unless OTEL_SERVICE_NAME says otherwise. */
  name: string;
  version: string;
  /** Spans left out (./hidden-spans): none when unset. */
  hideSpan?: HideSpan;
}

/** Starts what `wanted` turns on and returns how to flush and stop it (on SIGTERM). */
export function startTelemetry(wanted: TelemetryWanted, service: TelemetryService): () => Promise<void> {
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (the env detector) win over the defaults.
  const resource = resourceFromAttributes({ 'service.name': service.name, 'service.version': service.version }).merge(detectResources({ detectors: [envDetector] }));
  const json = wanted.protocol === 'http/json';
  const stops: Array<() => Promise<void>> = [];
  if (wanted.traces) {
    const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(json ? new JsonTraceExporter() : new ProtoTraceExporter())] });
    // The AsyncLocalStorage context (a span stays current across awaits) and W3C traceparent and baggage.
    provider.register();
    // register() also sets the context manager and the propagator; the tracers then come through the rule.
    if (service.hideSpan) {
      trace.disable();
      trace.setGlobalTracerProvider(hidingSpans(provider, service.hideSpan));
    }
    stops.push(() => provider.shutdown());
  }
  if (wanted.metrics) {
    const interval = Number(process.env.OTEL_METRIC_EXPORT_INTERVAL);
    const reader = new PeriodicExportingMetricReader({
      exporter: json ? new JsonMetricExporter() : new ProtoMetricExporter(),
      ...(Number.isFinite(interval) && interval > 0 ? { exportIntervalMillis: interval, exportTimeoutMillis: Math.min(interval, 30_000) } : {}),
    });
    const provider = new MeterProvider({ resource, readers: [reader] });
    metrics.setGlobalMeterProvider(provider);
    stops.push(() => provider.shutdown());
  }
  markTelemetryOn({ traces: wanted.traces, metrics: wanted.metrics });
  return async () => {
    await Promise.allSettled(stops.map((stop) => stop()));
  };
}
