// The portal's OpenTelemetry start, from instrumentation.ts (Node only): the SDK when OTEL_* asks for it
// (lib/common/telemetry), then the request durations by route when metrics are on. Next's own spans of
// every request and the lender calls' spans (lib/lender/trace.ts) need nothing more than the provider.
import type { SpanOptions } from '@opentelemetry/api';
import packageJson from '../../package.json';
import { bootTelemetry } from '../common/telemetry/boot';
import { telemetryOn } from '../common/telemetry/wanted';
import { recordRequestDurations } from './request-metrics';

export const PORTAL_SERVICE = 'lender-portal';

/**
 * Next's spans of its own steps inside a request (finding and loading the route's modules, building the
 * component tree, each segment's metadata, starting the response): twelve of a loan page's twenty-three
 * spans, each under the page's render span, which times them together. They are left out so that tracing
 * costs the portal little (a tenth of its CPU per page is the goal); the request's spans (the router's,
 * the proxy's, the route's, its render or handler) and every lender call stay. Next's own
 * NEXT_OTEL_VERBOSE=1, which asks for more of its spans, keeps these too.
 */
const NEXT_STEPS = new Set([
  'LoadComponents.loadRouteModule',
  'NextNodeServer.findPageComponents',
  'RouteModule.prepare',
  'AppRouteRouteModule.loadUserland',
  'NextNodeServer.createComponentTree',
  'NextNodeServer.getLayoutOrPageModule',
  'NextNodeServer.clientComponentLoading',
  'ResolveMetadata.generateMetadata',
  'ResolveMetadata.generateViewport',
  'NextNodeServer.startResponse',
]);

export const nextStepSpan = (tracer: string, _name: string, options: SpanOptions | undefined): boolean =>
  tracer === 'next.js' && NEXT_STEPS.has(String(options?.attributes?.['next.span_type']));

export async function startPortalTelemetry(): Promise<void> {
  const hideSpan = process.env.NEXT_OTEL_VERBOSE === '1' ? undefined : nextStepSpan;
  const stop = await bootTelemetry({ name: PORTAL_SERVICE, version: packageJson.version, hideSpan }, (line) => console.log(`[portal] ${line}`));
  if (!stop) return;
  if (telemetryOn().metrics) recordRequestDurations(PORTAL_SERVICE);
  // The last spans and metrics go out before the process ends.
  process.once('SIGTERM', () => void stop());
}
