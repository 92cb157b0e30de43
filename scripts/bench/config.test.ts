import { benchConfig, configForResults, wanted, type BenchConfig, type Env } from './config';

const defaults: BenchConfig = {
  port: 3400,
  sandboxPort: 4400,
  pgSandboxPort: 4401,
  pgPort: 3401,
  pgPortalSandboxPort: 4402,
  profilePort: 3403,
  tracingPort: 3404,
  latencyMs: 100,
  samples: 9,
  concurrency: 10,
  durationS: 10,
  sandboxConcurrency: 50,
  sandboxDurationS: 8,
  lighthouseRuns: 5,
  lighthouseThrottling: 'devtools',
  growthSteps: [10, 100, 1_000, 10_000],
  databaseUrl: null,
  only: null,
  chromium: '/usr/bin/chromium',
};

test.each<[string, Env, Partial<BenchConfig>]>([
  ['nothing set', {}, {}],
  ['the ports, and the ports derived from them', { BENCH_PORT: '3600', BENCH_SANDBOX_PORT: '4600' }, { port: 3600, sandboxPort: 4600, pgSandboxPort: 4601, pgPort: 3601, pgPortalSandboxPort: 4602, profilePort: 3603, tracingPort: 3604 }],
  ['a derived port set on its own', { BENCH_PORT: '3600', BENCH_PG_PORT: '5000', BENCH_TRACING_PORT: '5002' }, { port: 3600, pgPort: 5000, profilePort: 3603, tracingPort: 5002 }],
  ['numbers that are not positive integers', { BENCH_LATENCY_MS: '0', BENCH_CONCURRENCY: '-3', BENCH_DURATION_S: '2.5', BENCH_LIGHTHOUSE_RUNS: 'three' }, {}],
  ['fewer samples than seven', { BENCH_SAMPLES: '3' }, { samples: 7 }],
  ['more samples', { BENCH_SAMPLES: '15' }, { samples: 15 }],
  ['the timings', { BENCH_LATENCY_MS: '50', BENCH_DURATION_S: '4', BENCH_SANDBOX_DURATION_S: '2', BENCH_LIGHTHOUSE_RUNS: '1' }, { latencyMs: 50, durationS: 4, sandboxDurationS: 2, lighthouseRuns: 1 }],
  ['simulated throttling', { BENCH_LIGHTHOUSE_THROTTLING: 'simulate' }, { lighthouseThrottling: 'simulate' }],
  ['an empty database URL', { BENCH_DATABASE_URL: '' }, {}],
  ['a database URL', { BENCH_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/bench' }, { databaseUrl: 'postgres://postgres@127.0.0.1:5432/bench' }],
  ['some steps, spaced', { BENCH_ONLY: 'js, waterfall' }, { only: new Set(['js', 'waterfall']) }],
  ['another Chromium', { CHROMIUM_PATH: '/opt/chrome' }, { chromium: '/opt/chrome' }],
])('%s', (_, env, expected) => {
  expect(benchConfig(env)).toEqual({ ...defaults, ...expected });
});

test('a throttling Lighthouse does not know is refused', () => {
  expect(() => benchConfig({ BENCH_LIGHTHOUSE_THROTTLING: 'fast' })).toThrow('BENCH_LIGHTHOUSE_THROTTLING must be devtools or simulate, not "fast"');
});

test.each([
  [undefined, 'lighthouse', true],
  ['js,waterfall', 'waterfall', true],
  ['js,waterfall', 'lighthouse', false],
])('BENCH_ONLY=%s wants %s: %s', (only, step, expected) => {
  expect(wanted(benchConfig({ BENCH_ONLY: only }), step)).toBe(expected);
});

test('bench/results.json lists the steps and never writes the database URL', () => {
  const written = configForResults(benchConfig({ BENCH_ONLY: 'js', BENCH_DATABASE_URL: 'postgres://user:secret@db/bench' }));
  expect(written).toMatchObject({ only: ['js'], databaseUrl: '(set)' });
  expect(Object.keys(written)).toEqual(Object.keys(defaults));
});
