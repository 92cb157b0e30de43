// The portal's OpenTelemetry start, from instrumentation.ts (Node only): the SDK when OTEL_* asks for it
// (lib/common/telemetry), then the request durations by route when metrics are on. Next's own spans of
// every request and the lender calls' spans (lib/lender/trace.ts) need nothing more than the provider.
import packageJson from '../../package.json';
import { bootTelemetry } from '../common/telemetry/boot';
import { telemetryOn } from '../common/telemetry/wanted';
import { recordRequestDurations } from './request-metrics';

export const PORTAL_SERVICE = 'lender-portal';

export async function startPortalTelemetry(): Promise<void> {
  const stop = await bootTelemetry({ name: PORTAL_SERVICE, version: packageJson.version }, (line) => console.log(`[portal] ${line}`));
  if (!stop) return;
  if (telemetryOn().metrics) recordRequestDurations(PORTAL_SERVICE);
  // The last spans and metrics go out before the process ends.
  process.once('SIGTERM', () => void stop());
}
