// The duration of every request the portal's server answers, by route template, method and status: the
// `http.server.request.duration` histogram of the semantic conventions. Installed from instrumentation.ts
// only when metrics are on, on Node's HTTP server like the access line, so it sees every answer's status
// and time (pages, the BFF, the gate's redirects; static files as one route, /_next/*). Not 'server-only':
// instrumentation.ts is no server component.
import http from 'node:http';
import { histogram, SECONDS_BUCKETS } from '../common/telemetry/instruments';
import { readRoutesManifest, templateMatcher } from './route-template';

const installed = Symbol.for('portal.requestMetricsInstalled');

export function recordRequestDurations(meter: string): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: boolean };
  if (proto[installed]) return;
  proto[installed] = true;
  const template = templateMatcher(readRoutesManifest());
  const duration = histogram(meter, 'http.server.request.duration', { unit: 's', description: 'Duration of the portal answering a request, by route.', buckets: SECONDS_BUCKETS });
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      const started = performance.now();
      res.once('close', () => {
        const route = template((req.url ?? '/').split(/[?#]/, 1)[0] || '/');
        duration.record((performance.now() - started) / 1000, { 'http.route': route, 'http.request.method': req.method ?? 'GET', 'http.response.status_code': res.statusCode });
      });
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
