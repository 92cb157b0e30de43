// OpenTelemetry end to end: a portal (the standalone build) and a sandbox of their own, both pointed by the
// standard OTEL_* variables at an OTLP receiver in this process. A signed-in loan page makes one trace:
// the portal's span of the page, a client span per lender call (call id, status, attempt) under it, and
// under each the sandbox's server span and its database spans, joined by the traceparent the portal sent.
// The metrics arrive too: the lender calls' durations by call id and status, the requests' by route.
import { expect, test } from '@playwright/test';
import { otlpEnv, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../scripts/otlp-receiver';
import { startPortal, startSandbox, stopServer, type StartedServer } from './own-servers';
import { PASSWORD } from './support';

const SERVER = 2;
const CLIENT = 3;
const LOAN_ROUTE = '/ui/customers/[customerId]/applications/[applicationId]';

let receiver: OtlpReceiver;
let sandbox: StartedServer;
let portal: StartedServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  receiver = await startOtlpReceiver();
  const env = otlpEnv(receiver.url, 'http/json');
  sandbox = await startSandbox(env);
  portal = await startPortal(sandbox.url, env);
});

test.afterAll(async () => {
  for (const server of [portal, sandbox]) if (server) stopServer(server.child);
  await receiver?.close();
});

/** The span's ancestors within its trace, nearest first. */
function ancestors(span: ReceivedSpan, all: ReceivedSpan[]): ReceivedSpan[] {
  const byId = new Map(all.filter((s) => s.traceId === span.traceId).map((s) => [s.spanId, s]));
  const chain: ReceivedSpan[] = [];
  for (let at = byId.get(span.parentSpanId); at; at = byId.get(at.parentSpanId)) chain.push(at);
  return chain;
}

test("a loan page's trace holds its lender calls and, under each, the sandbox's spans", async ({ page }) => {
  test.slow();
  const signIn = await page.request.post(`${portal.url}/ui/auth/session`, { form: { email: 'ana@example.com', password: PASSWORD }, headers: { origin: portal.url }, maxRedirects: 0 });
  expect(signIn.status()).toBe(303);
  // Her landing page goes on to her current loan.
  const res = await page.goto(new URL(signIn.headers().location!, portal.url).href);
  expect(res?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toMatch(/^\/ui\/customers\/\d+\/applications\/\d+$/);

  // The page's own span: Next's server span of the request, named for its route.
  const pageSpan = () => receiver.spans.find((s) => s.service === 'lender-portal' && s.kind === SERVER && s.attributes['http.route'] === LOAN_ROUTE && s.attributes['http.status_code'] === 200);
  await expect.poll(() => pageSpan()?.name, { timeout: 20_000 }).toBe(`GET ${LOAN_ROUTE}`);
  const root = pageSpan()!;

  // Its lender calls: client spans of the same trace, below the page's span, each with id, status and attempt.
  const calls = () => receiver.spans.filter((s) => s.service === 'lender-portal' && s.kind === CLIENT && s.traceId === root.traceId);
  await expect.poll(() => calls().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  for (const call of calls()) {
    expect(ancestors(call, receiver.spans).map((s) => s.spanId)).toContain(root.spanId);
    expect(call.attributes).toMatchObject({ 'lender.call.id': expect.stringMatching(/^[a-z][A-Za-z]+$/), 'http.response.status_code': 200, 'lender.attempt': 1 });
  }
  const ids = calls().map((c) => c.attributes['lender.call.id']);
  expect(ids).toContain('getLoanAccount');
  // Next's steps inside the request are left out (lib/bff/telemetry.ts); its render span holds the calls.
  const portalSpans = receiver.spans.filter((s) => s.traceId === root.traceId && s.service === 'lender-portal');
  expect(portalSpans.filter((s) => s.attributes['next.span_type'] === 'NextNodeServer.createComponentTree' || s.attributes['next.span_type'] === 'ResolveMetadata.generateMetadata')).toEqual([]);
  expect(ancestors(calls()[0]!, receiver.spans)[0]?.attributes['next.span_type']).toBe('AppRender.getBodyResult');

  // Under each call, the sandbox's server span (the traceparent's child), and under that its database's spans.
  await expect.poll(() => calls().every((c) => receiver.spans.some((s) => s.service === 'lender-sandbox' && s.parentSpanId === c.spanId)), { timeout: 10_000 }).toBe(true);
  for (const call of calls()) {
    const server = receiver.spans.find((s) => s.service === 'lender-sandbox' && s.parentSpanId === call.spanId)!;
    expect(server).toMatchObject({ traceId: root.traceId, kind: SERVER, name: `GET ${String(server.attributes['http.route'])}` });
    expect(server.attributes['http.response.status_code']).toBe(200);
  }
  const loanCall = calls().find((c) => c.attributes['lender.call.id'] === 'getLoanAccount')!;
  const loanServer = receiver.spans.find((s) => s.service === 'lender-sandbox' && s.parentSpanId === loanCall.spanId)!;
  expect(loanServer.attributes['http.route']).toMatch(/^\/api\/loan_accounts\/:\w+$/);
  const queries = receiver.spans.filter((s) => s.service === 'lender-sandbox' && ancestors(s, receiver.spans).includes(loanServer) && s.attributes['db.system.name'] === 'postgresql');
  expect(queries.length).toBeGreaterThan(0);
  expect(queries.map((q) => q.name)).toContain('db SELECT');
});

test('the metrics arrive: lender call durations by call id and status, request durations by route', async () => {
  const has = (metric: string, attributes: Record<string, unknown>) =>
    receiver.points.some((p) => p.service === 'lender-portal' && p.metric === metric && (p.count ?? 0) > 0 && Object.entries(attributes).every(([k, v]) => p.attributes[k] === v));
  await expect.poll(() => has('portal.lender.call.duration', { 'lender.call.id': 'getLoanAccount', 'http.response.status_code': 200 }), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => has('http.server.request.duration', { 'http.route': LOAN_ROUTE, 'http.response.status_code': 200 }), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => receiver.points.some((p) => p.metric === 'portal.sign_ins' && p.attributes['sign_in.outcome'] === 'signed_in' && (p.value ?? 0) >= 1), { timeout: 15_000 }).toBe(true);
});
