// The benchmark's settings, read from the environment once, by the orchestrator (scripts/bench/main.ts):
// BENCH_PORT (3400), BENCH_SANDBOX_PORT (4400), BENCH_PG_SANDBOX_PORT (sandbox + 1),
// BENCH_LATENCY_MS (100), BENCH_SAMPLES (9), BENCH_CONCURRENCY (10), BENCH_DURATION_S (10),
// BENCH_SANDBOX_DURATION_S (8), BENCH_LIGHTHOUSE_RUNS (5 rounds, median taken), BENCH_LIGHTHOUSE_THROTTLING (devtools, or simulate), BENCH_DATABASE_URL (PostgreSQL: figure 6, and
// figures 1 and 2 again with the portal's sandbox on PostgreSQL; skipped when unset), BENCH_PG_PORT (port + 1) and
// BENCH_PG_PORTAL_SANDBOX_PORT (sandbox + 2) for that second portal,
// BENCH_PROFILE_PORT (port + 3) for the profiled portal, BENCH_TRACING_PORT (port + 4, and the next) for the
// two portals of figure 9,
// BENCH_ONLY (comma list of: waterfall, throughput, js, lighthouse, growth, sandbox, rum, profile, tracing),
// CHROMIUM_PATH (/usr/bin/chromium).
import { parseThrottling, type LighthouseThrottling } from './lighthouse';

export interface BenchConfig {
  port: number;
  sandboxPort: number;
  pgSandboxPort: number;
  pgPort: number;
  pgPortalSandboxPort: number;
  profilePort: number;
  tracingPort: number;
  latencyMs: number;
  samples: number;
  concurrency: number;
  durationS: number;
  sandboxConcurrency: number;
  sandboxDurationS: number;
  lighthouseRuns: number;
  lighthouseThrottling: LighthouseThrottling;
  growthSteps: number[];
  databaseUrl: string | null;
  only: Set<string> | null;
  chromium: string;
}

/** The environment's variables, as read here (process.env, or a test's table). */
export type Env = Readonly<Record<string, string | undefined>>;

/** The settings `env` asks for; a number that is not a positive integer takes its default. */
export function benchConfig(env: Env = process.env): BenchConfig {
  const int = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  const port = int('BENCH_PORT', 3400);
  const sandboxPort = int('BENCH_SANDBOX_PORT', 4400);
  // The keys in this order: bench/results.json lists them so.
  return {
    port,
    sandboxPort,
    pgSandboxPort: int('BENCH_PG_SANDBOX_PORT', sandboxPort + 1),
    pgPort: int('BENCH_PG_PORT', port + 1),
    pgPortalSandboxPort: int('BENCH_PG_PORTAL_SANDBOX_PORT', sandboxPort + 2),
    profilePort: int('BENCH_PROFILE_PORT', port + 3),
    tracingPort: int('BENCH_TRACING_PORT', port + 4),
    latencyMs: int('BENCH_LATENCY_MS', 100),
    samples: Math.max(7, int('BENCH_SAMPLES', 9)),
    concurrency: int('BENCH_CONCURRENCY', 10),
    durationS: int('BENCH_DURATION_S', 10),
    sandboxConcurrency: 50,
    sandboxDurationS: int('BENCH_SANDBOX_DURATION_S', 8),
    lighthouseRuns: int('BENCH_LIGHTHOUSE_RUNS', 5),
    lighthouseThrottling: parseThrottling(env.BENCH_LIGHTHOUSE_THROTTLING),
    growthSteps: [10, 100, 1_000, 10_000],
    databaseUrl: env.BENCH_DATABASE_URL || null,
    only: env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',').map((s) => s.trim())) : null,
    chromium: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  };
}

/** Whether BENCH_ONLY leaves `step` in (all steps run without it). */
export const wanted = (config: BenchConfig, step: string) => !config.only || config.only.has(step);

/** The settings as bench/results.json keeps them: the steps as a list, the database URL never written out. */
export const configForResults = (config: BenchConfig) => ({ ...config, only: config.only ? [...config.only] : null, databaseUrl: config.databaseUrl ? '(set)' : null });
