// npm run bench — measures the portal side by side with its limits. Builds if needed, starts
// the sandbox (fixed latency L, in-memory database) and the portal on their own ports, signs in as ana,
// measures, prints each figure with its goal and writes bench/results.json, then stops the servers.
// Every figure is a ratio measured in the same run, because the machine is shared and noisy.
//
// This file only runs the steps in order. The settings come from the environment (config.ts, which lists
// them), the routes measured are a list (routes.ts), each figure is a module under figures/ handed the run's
// context and the portal it measures (context.ts), and the figures are printed and kept as they are recorded
// (report.ts), then written to bench/results.json (results.ts).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { withBrowser } from './browser';
import { benchConfig, wanted } from './config';
import { signedInRoutes, type BenchContext, type Target } from './context';
import { growthFigures } from './figures/growth';
import { javascriptFigures } from './figures/javascript';
import { lighthouseFigures } from './figures/lighthouse';
import { noJavaScriptFigures } from './figures/no-javascript';
import { postgresFigures } from './figures/postgres';
import { profileFigures } from './figures/profile';
import { rumFigures } from './figures/rum';
import { sandboxFigures } from './figures/sandbox';
import { throughputFigures } from './figures/throughput';
import { tracingFigures } from './figures/tracing';
import { waterfallFigures } from './figures/waterfall';
import { createReport, log, runStep } from './report';
import { writeResults } from './results';
import { portInUse, root, startPortal, stopAll, waitForUrl } from './servers';

async function main(): Promise<number> {
  const startedAt = new Date();
  const config = benchConfig();
  const report = createReport();
  const ctx: BenchContext = { config, record: report.record, log, rumLogFile: path.join(root, '.data', 'bench', 'rum.jsonl') };
  const step = (name: string, group: number, body: () => Promise<void>, run = wanted(config, name)) => runStep(report.record, name, group, body, run);
  const base = `http://localhost:${config.port}`;
  const sandbox = `http://127.0.0.1:${config.sandboxPort}`;
  for (const port of [config.port, config.sandboxPort]) {
    if (await portInUse(port)) throw new Error(`port ${port} is already in use: set BENCH_PORT / BENCH_SANDBOX_PORT`);
  }
  rmSync(ctx.rumLogFile, { force: true });
  log(`starting the sandbox (L = ${config.latencyMs} ms) and the portal on ${base}; builds first when sources changed…`);
  const portal = startPortal({ port: config.port, sandboxPort: config.sandboxPort, latencyMs: config.latencyMs, rumLogFile: ctx.rumLogFile });
  await waitForUrl(`${base}/ui/auth`, portal, 20 * 60_000);
  await waitForUrl(`${sandbox}/health`, portal, 60_000);
  const routes = await signedInRoutes(log, base, sandbox);
  const embedded: Target = { suffix: '', said: '', base, sandbox, servers: portal, routes };

  // With BENCH_DATABASE_URL, the sandbox on PostgreSQL comes first: it serves a page's parallel calls side by
  // side as a real lender API does (PGlite runs one query at a time), so its figures 1 and 2 are the headline.
  const onPg = () => step('postgres', 1, () => postgresFigures(ctx), wanted(config, 'waterfall') || wanted(config, 'throughput'));
  if (config.databaseUrl) await onPg();
  await step('waterfall', 1, () => waterfallFigures(ctx, embedded));
  await step('throughput', 2, () => throughputFigures(ctx, embedded));
  if (!config.databaseUrl) await onPg();
  // One browser for both halves of figure 3: the scripts each page loads, then the pages without them.
  await step('js', 3, () => withBrowser(config.chromium, async (browser) => {
    await javascriptFigures(ctx, embedded, browser);
    await noJavaScriptFigures(ctx, embedded, browser);
  }));
  await step('lighthouse', 4, () => lighthouseFigures(ctx, embedded));
  await step('growth', 5, () => growthFigures(ctx, embedded));
  await step('sandbox', 6, () => sandboxFigures(ctx, embedded));
  await step('rum', 7, () => rumFigures(ctx));
  await step('profile', 8, () => profileFigures(ctx, embedded));
  await step('tracing', 9, () => tracingFigures(ctx, embedded));

  const counts = writeResults(startedAt, config, routes, report.figures);
  console.log(`\n${counts.PASS} pass, ${counts.FAIL} fail, ${counts['N/A']} not measurable in this build, ${counts.ERROR} errors, ${counts.INFO} for information — bench/results.json`);
  return counts.FAIL + counts.ERROR === 0 ? 0 : 1;
}

const interrupted = async () => {
  console.error('\n[bench] interrupted: stopping the servers');
  await stopAll();
  process.exit(130);
};
process.on('SIGINT', interrupted);
process.on('SIGTERM', interrupted);

main()
  .catch((err: unknown) => {
    console.error('[bench] failed:', err instanceof Error ? err.message : err);
    return 1;
  })
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  });
