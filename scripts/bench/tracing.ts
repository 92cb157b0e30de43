// Figure 9: what OpenTelemetry costs the portal. Two portals of the same build (the standalone server) in
// front of one sandbox: one without OTEL_* variables (no SDK loaded), one sending traces and metrics over
// OTLP/HTTP (protobuf, the standard's default) to a receiver in this process; the portal's CPU per loan page
// (Linux /proc) under the same load in alternating rounds, L = 0; the figure is the median of the rounds'
// ratios, so a neighbour's burst on the shared cores moves one round, not the figure.
//   npm run bench (BENCH_ONLY=tracing for this figure alone), or on its own, with a sandbox of its own:
//   npx tsx scripts/bench/tracing.ts   (BENCH_TRACING_PORT 3404 and the next, BENCH_SANDBOX_PORT 4400,
//                                        BENCH_CONCURRENCY 10, BENCH_DURATION_S 10; after a build)
import path from 'node:path';
import { otlpEnv, startOtlpReceiver } from '../otlp-receiver';
import { load, personaIds, portalSignIn, setLatency } from './http';
import { pairedRatio } from './stats';
import { BENCH_SESSION_SECRET, bin, cpuSeconds, portInUse, root, startGroup, stop, stopAll, waitForUrl } from './servers';

export interface TracingCpu {
  /** The median of the rounds' ratios (traced ÷ untraced CPU per page). */
  ratio: number | null;
  /** Portal CPU ms per loan page over the whole run, and how many pages, untraced and traced. */
  off: { ms: number; pages: number };
  on: { ms: number; pages: number };
  /** Exports the receiver took from the traced portal. */
  exports: { traces: number; metrics: number };
}

export interface TracingRun {
  sandbox: string;
  /** The untraced portal's port; the traced one takes the next. */
  port: number;
  concurrency: number;
  /** Seconds of load on each portal, split into the rounds. */
  seconds: number;
  rounds?: number;
  /** Passed to both portals (the sandbox's shared address secret, …). */
  env?: Record<string, string>;
}

const STANDALONE_SERVER = path.join(root, '.next', 'standalone', 'server.js');

export async function measureTracingCpu(run: TracingRun): Promise<TracingCpu> {
  const ports = { off: run.port, on: run.port + 1 };
  for (const port of Object.values(ports)) if (await portInUse(port)) throw new Error(`port ${port} is in use`);
  const receiver = await startOtlpReceiver();
  const env = (port: number, extra: Record<string, string>): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', LENDER_API_URL: run.sandbox,
    SESSION_SECRET: BENCH_SESSION_SECRET, RUM_COLLECTOR_URL: '', NEXT_TELEMETRY_DISABLED: '1', ...run.env, ...extra,
  });
  const started = {
    off: startGroup('portal-otel-off', process.execPath, [STANDALONE_SERVER], env(ports.off, {})),
    // Spans in the SDK's default batches (every 5 s or 512 spans, not the tests' 200 ms); metrics every 10 s
    // instead of 60, so the run pays for some exports.
    on: startGroup('portal-otel-on', process.execPath, [STANDALONE_SERVER], env(ports.on, { ...otlpEnv(receiver.url, 'http/protobuf'), OTEL_BSP_SCHEDULE_DELAY: '5000', OTEL_METRIC_EXPORT_INTERVAL: '10000' })),
  };
  try {
    const ids = await personaIds(run.sandbox, 'ana@example.com');
    const targets = await Promise.all((['off', 'on'] as const).map(async (key) => {
      const at = `http://127.0.0.1:${ports[key]}`;
      await waitForUrl(`${at}/ui/auth`, started[key], 2 * 60_000);
      const cookie = await portalSignIn(at, 'ana@example.com');
      return { key, url: `${at}/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}`, init: () => ({ headers: { cookie } }), pid: started[key].child.pid ?? null, cpu: 0, pages: 0 };
    }));
    await setLatency(run.sandbox, 0);
    // Warm both (the JIT, the pools) before anything is counted.
    for (const t of targets) await load(t.url, t.init, run.concurrency, 4);
    // Off then on, then on then off, …: a noisy neighbour hits both alike.
    const rounds = run.rounds ?? 6;
    const perRound: { off: number[]; on: number[] } = { off: [], on: [] };
    for (let round = 0; round < rounds; round++) {
      for (const t of round % 2 ? [...targets].reverse() : targets) {
        const before = cpuSeconds(t.pid);
        const res = await load(t.url, t.init, run.concurrency, run.seconds / rounds);
        const cpu = (cpuSeconds(t.pid) ?? Number.NaN) - (before ?? Number.NaN);
        t.cpu += cpu;
        t.pages += res.ok;
        perRound[t.key].push(res.ok ? (cpu * 1000) / res.ok : Number.NaN);
      }
    }
    const [off, on] = targets.map((t) => ({ ms: t.pages ? (t.cpu * 1000) / t.pages : Number.NaN, pages: t.pages }));
    return { ratio: pairedRatio(perRound.on, perRound.off), off: off!, on: on!, exports: { traces: receiver.posts['/v1/traces'] ?? 0, metrics: receiver.posts['/v1/metrics'] ?? 0 } };
  } finally {
    await Promise.all([stop(started.off.child), stop(started.on.child)]);
    await receiver.close();
  }
}

export const describeTracingCpu = (r: TracingCpu) =>
  `median of the rounds' ratios; over the run ${r.on.ms.toFixed(2)} ms CPU per loan page traced (${r.on.pages} pages) ÷ ${r.off.ms.toFixed(2)} ms untraced (${r.off.pages}); the receiver took ${r.exports.traces} trace and ${r.exports.metrics} metric exports`;

if (require.main === module) {
  const int = (name: string, fallback: number) => {
    const value = Number(process.env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  const sandboxPort = int('BENCH_SANDBOX_PORT', 4400);
  const sandbox = `http://127.0.0.1:${sandboxPort}`;
  const lender = startGroup('sandbox-otel', bin('tsx'), ['lender/server.ts'], {
    ...process.env, SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_DIR: 'memory', DATABASE_URL: '', SANDBOX_TOOLS: 'on', SANDBOX_LATENCY_MS: '0',
  });
  waitForUrl(`${sandbox}/health`, lender, 3 * 60_000)
    .then(() => measureTracingCpu({ sandbox, port: int('BENCH_TRACING_PORT', 3404), concurrency: int('BENCH_CONCURRENCY', 10), seconds: int('BENCH_DURATION_S', 10) }))
    .then((r) => console.log(`portal CPU per loan page, OpenTelemetry on ÷ off: ${r.ratio?.toFixed(3)}× (goal ≤ 1.10×): ${describeTracingCpu(r)}`))
    .catch((err) => {
      console.error('[bench] tracing failed:', err instanceof Error ? err.message : err);
      process.exitCode = 1;
    })
    .finally(() => stopAll());
}
