// The spans the portal leaves out of its traces: Next's steps inside a request, and nothing else.
import { nextStepSpan } from './telemetry';

describe("Next's steps inside a request", () => {
  const step = (type: string, tracer = 'next.js') => nextStepSpan(tracer, type, { attributes: { 'next.span_type': type } });
  test.each([
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
  ])('%s is left out', (type) => expect(step(type)).toBe(true));
  test.each(['BaseServer.handleRequest', 'Middleware.execute', 'AppRender.getBodyResult', 'AppRouteRouteHandlers.runHandler', 'AppRender.fetch', 'Next.request', 'Instrumentation.register'])(
    '%s is kept',
    (type) => expect(step(type)).toBe(false),
  );
  test('a span of another tracer is kept whatever it says', () => expect(step('NextNodeServer.startResponse', 'lender-portal')).toBe(false));
  test('a span without attributes is kept', () => expect(nextStepSpan('next.js', 'x', undefined)).toBe(false));
});
