import { telemetryWanted } from './wanted';

const ENDPOINT = 'http://collector:4318';

test.each([
  ['nothing set: off, no SDK', {}, { traces: false, metrics: false, protocol: 'http/protobuf' }],
  ['an endpoint: both signals, protobuf by default', { OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT }, { traces: true, metrics: true, protocol: 'http/protobuf' }],
  ['JSON asked for', { OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }, { traces: true, metrics: true, protocol: 'http/json' }],
  ["a signal's own endpoint turns only that one on", { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${ENDPOINT}/v1/traces` }, { traces: true, metrics: false }],
  ['metrics turned off by name', { OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_METRICS_EXPORTER: 'none' }, { traces: true, metrics: false }],
  ['an exporter named without an endpoint (the default localhost:4318)', { OTEL_TRACES_EXPORTER: 'otlp' }, { traces: true, metrics: false }],
  ['the SDK disabled wins', { OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_SDK_DISABLED: 'true' }, { traces: false, metrics: false }],
  ['an empty endpoint is unset', { OTEL_EXPORTER_OTLP_ENDPOINT: ' ' }, { traces: false, metrics: false }],
  ['OTEL_SERVICE_NAME alone turns nothing on', { OTEL_SERVICE_NAME: 'portal-eu' }, { traces: false, metrics: false }],
])('%s', (_, env, expected) => {
  expect(telemetryWanted(env)).toMatchObject({ ...expected, warning: '' });
});

test('what is not spoken here is said, and the rest still followed', () => {
  const wanted = telemetryWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc', OTEL_TRACES_EXPORTER: 'otlp,zipkin' });
  expect(wanted).toMatchObject({ traces: true, metrics: true, protocol: 'http/protobuf' });
  expect(wanted.warning).toContain('OTEL_EXPORTER_OTLP_PROTOCOL=grpc');
  expect(wanted.warning).toContain('zipkin');
});
