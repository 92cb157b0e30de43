// Metric instruments made on first use, once the SDK is running: the API's metrics have no stand-in that
// later forwards to a provider (traces do), so an instrument made before ./start ran would stay a no-op
// for good. With metrics off, recording costs one property read.
import { metrics, type Attributes, type MetricOptions } from '@opentelemetry/api';
import { telemetryOn } from './wanted';

/** Bucket bounds in seconds for request and call durations: 5 ms to 10 s (the semantic conventions' own). */
export const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

export interface Recorder {
  record(value: number, attributes?: Attributes): void;
}

function lazy(make: () => Recorder): Recorder {
  let made: Recorder | null = null;
  return {
    record(value, attributes) {
      if (!telemetryOn().metrics) return;
      made ??= make();
      made.record(value, attributes);
    },
  };
}

export const histogram = (meter: string, name: string, options: MetricOptions & { buckets?: number[] }): Recorder =>
  lazy(() => {
    const { buckets, ...rest } = options;
    return metrics.getMeter(meter).createHistogram(name, { ...rest, ...(buckets ? { advice: { explicitBucketBoundaries: buckets } } : {}) });
  });

/** A counter; `record(n)` adds n. */
export const counter = (meter: string, name: string, options: MetricOptions): Recorder =>
  lazy(() => {
    const made = metrics.getMeter(meter).createCounter(name, options);
    return { record: (value, attributes) => made.add(value, attributes) };
  });
