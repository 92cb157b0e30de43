// Figures 1 and 2 again, with the portal's sandbox on PostgreSQL.
import { wanted } from '../config';
import { signedInRoutes, type BenchContext, type Target } from '../context';
import { sandboxJson } from '../http';
import { ensureDatabase, portInUse, startPortal, stop, waitForUrl } from '../servers';
import { notApplicable } from '../stats';
import { throughputFigures } from './throughput';
import { waterfallFigures } from './waterfall';

/**
 * Figures 1 and 2 again with the portal's sandbox on PostgreSQL (BENCH_DATABASE_URL). PGlite runs one query
 * at a time in one thread, so a page's parallel lender calls queue behind each other inside the sandbox;
 * PostgreSQL serves them side by side, as a real lender API would. Both are printed: neither hides the other.
 */
export async function postgresFigures(ctx: BenchContext) {
  const { config, record } = ctx;
  if (!config.databaseUrl) {
    for (const [group, key] of [[1, 'waterfall.pg'], [2, 'throughput.pg']] as const) {
      record(notApplicable(group, key, 'with the sandbox on PostgreSQL', 'skipped: set BENCH_DATABASE_URL=postgres://… to measure it'));
    }
    return;
  }
  for (const port of [config.pgPort, config.pgPortalSandboxPort]) if (await portInUse(port)) throw new Error(`port ${port} is in use`);
  await ensureDatabase(config.databaseUrl);
  const at = `http://localhost:${config.pgPort}`;
  const lender = `http://127.0.0.1:${config.pgPortalSandboxPort}`;
  const pg = startPortal({ port: config.pgPort, sandboxPort: config.pgPortalSandboxPort, latencyMs: config.latencyMs, rumLogFile: ctx.rumLogFile, databaseUrl: config.databaseUrl, label: 'portal-pg' });
  try {
    await waitForUrl(`${at}/ui/auth`, pg, 5 * 60_000);
    await waitForUrl(`${lender}/health`, pg, 60_000);
    // The same seed as the embedded run, whatever an earlier run left in this database.
    await sandboxJson(lender, 'POST', '/sandbox/reset');
    const target: Target = { suffix: '.pg', said: ' (PostgreSQL)', base: at, sandbox: lender, servers: pg, routes: await signedInRoutes(ctx.log, at, lender) };
    if (wanted(config, 'waterfall')) await waterfallFigures(ctx, target);
    if (wanted(config, 'throughput')) await throughputFigures(ctx, target);
  } finally {
    await stop(pg.child);
  }
}
