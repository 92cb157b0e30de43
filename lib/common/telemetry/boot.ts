// The one start-up step both servers take: ask ./wanted, and only when a signal is on load the SDK
// (./start, a dynamic import) and start it. Returns how to flush and stop it, or null when it is off.
import { telemetryWanted } from './wanted';
import type { TelemetryService } from './start';

export async function bootTelemetry(service: TelemetryService, say: (line: string) => void): Promise<(() => Promise<void>) | null> {
  const wanted = telemetryWanted();
  if (wanted.warning) say(`OpenTelemetry: ${wanted.warning}`);
  if (!wanted.traces && !wanted.metrics) return null;
  const { startTelemetry } = await import('./start');
  const stop = startTelemetry(wanted, service);
  const signals = [wanted.traces && 'traces', wanted.metrics && 'metrics'].filter(Boolean).join(' and ');
  say(`OpenTelemetry: ${signals} over OTLP/HTTP (${wanted.protocol})`);
  return stop;
}
