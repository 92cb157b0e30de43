// npm run load — 50 virtual customers on loopback sign in, open their loan pages and make payments for
// 60 s against the portal and the lender sandbox; prints requests, errors and p50/p95/p99 latency, then
// reconciles every payment the portal acknowledged with the lender's database: none lost, none doubled.
// Not part of npm test. Builds if needed and starts both servers on their own ports (the sandbox on PGlite
// in memory, or on PostgreSQL), seeds the customers (POST /sandbox/load/customers), and always stops what
// it started. Exit code 1 when a payment is lost or doubled, or none was acknowledged.
//
//   npm run load                                      PGlite
//   LOAD_DATABASE_URL=postgres://… npm run load       PostgreSQL (the database is created when missing)
//   LOAD_DATABASE_URL=postgres://… npm run load -- --crash
//        kills the sandbox (SIGKILL) at 40 % of the run, starts it again on the same database, and checks
//        after the run that no acknowledged payment was lost.
//
// Settings (environment): LOAD_CUSTOMERS (50), LOAD_DURATION_S (60), LOAD_RETRY_S (60: how long a payment is
// retried past the end), LOAD_PORT (3500), LOAD_SANDBOX_PORT (4500), LOAD_DATABASE_URL, LOAD_CRASH_AT (0.4).
import os from 'node:os';
import path from 'node:path';
import { portalSignIn, sandboxJson } from '../bench/http';
import { percentile } from '../bench/stats';
import { bin, ensureDatabase, portInUse, root, startGroup, stop, stopAll, waitForUrl, type Started } from '../bench/servers';
import { runCustomer, type LoadCustomer, type RequestKind, type Sample } from './customer';
import { reconcile, reconciled, type Attempt, type Recorded } from './reconcile';

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

const config = {
  customers: int('LOAD_CUSTOMERS', 50),
  durationS: int('LOAD_DURATION_S', 60),
  retryS: int('LOAD_RETRY_S', 60),
  port: int('LOAD_PORT', 3500),
  sandboxPort: int('LOAD_SANDBOX_PORT', 4500),
  databaseUrl: process.env.LOAD_DATABASE_URL || null,
  crash: process.argv.includes('--crash'),
  crashAt: Math.min(0.9, Math.max(0.1, Number(process.env.LOAD_CRASH_AT ?? 0.4) || 0.4)),
};
const base = `http://localhost:${config.port}`;
const sandbox = `http://127.0.0.1:${config.sandboxPort}`;
const log = (line: string) => console.log(`[load] ${line}`);
/** The portal vouches for each visitor's address to the sandbox with this (LENDER_CLIENT_ADDRESS_SECRET). */
const CLIENT_ADDRESS_SECRET = 'load-client-address-secret-long-enough-0123456789';

function startSandbox(label: string): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SANDBOX_PORT: String(config.sandboxPort),
    SANDBOX_TOOLS: 'on',
    SANDBOX_LATENCY_MS: '0',
    LENDER_CLIENT_ADDRESS_SECRET: CLIENT_ADDRESS_SECRET,
    // The load makes far more payments per customer than the real limit allows.
    SANDBOX_PAYMENT_LIMIT: '1000000',
    ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : { DATABASE_URL: '', SANDBOX_DATA_DIR: 'memory' }),
  };
  return startGroup(label, bin('tsx'), ['lender/server.ts'], env, 'load');
}

function startPortal(): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(config.port),
    LENDER_API_URL: sandbox,
    SESSION_SECRET: 'load-session-secret-that-is-long-enough-0123456789',
    LENDER_CLIENT_ADDRESS_SECRET: CLIENT_ADDRESS_SECRET,
    RUM_LOG_FILE: path.join(root, '.data', 'load', 'rum.jsonl'),
    RUM_COLLECTOR_URL: '',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  return startGroup('portal', process.execPath, [path.join(root, 'scripts', 'start.mjs')], env, 'load');
}

interface KindSummary {
  kind: RequestKind | 'all';
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

function summarize(kind: KindSummary['kind'], samples: Sample[]): KindSummary {
  const ms = samples.map((s) => s.ms);
  const p = (q: number) => (ms.length ? Math.round(percentile(ms, q)) : NaN);
  return { kind, requests: samples.length, errors: samples.filter((s) => !s.ok).length, p50: p(50), p95: p(95), p99: p(99) };
}

function printTable(rows: KindSummary[]) {
  const header = ['', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms'];
  const lines = rows.map((r) => [r.kind, String(r.requests), String(r.errors), String(r.p50), String(r.p95), String(r.p99)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  for (const line of [header, ...lines]) console.log('  ' + line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
}

const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' / ');

async function main() {
  if (config.crash && !config.databaseUrl) throw new Error('--crash needs PostgreSQL: set LOAD_DATABASE_URL (an in-memory database does not survive a kill).');
  for (const port of [config.port, config.sandboxPort]) {
    if (await portInUse(port)) throw new Error(`port ${port} is in use; set LOAD_PORT / LOAD_SANDBOX_PORT`);
  }
  const dbLabel = config.databaseUrl ? `PostgreSQL (${new URL(config.databaseUrl).pathname.slice(1)})` : 'PGlite (in memory)';
  if (config.databaseUrl && (await ensureDatabase(config.databaseUrl))) log(`created the database of ${config.databaseUrl}`);

  log(`starting the sandbox on ${sandbox} (${dbLabel}) and the portal on ${base} (builds first if sources changed)`);
  let sandboxServer = startSandbox('sandbox');
  await waitForUrl(`${sandbox}/health`, sandboxServer, 120_000);
  const portal = startPortal();
  await waitForUrl(`${base}/ui/auth`, portal, 600_000);

  const prefix = `load-${Date.now().toString(36)}`;
  const { data: customers } = await sandboxJson<{ data: LoadCustomer[] }>(sandbox, 'POST', '/sandbox/load/customers', { prefix, count: config.customers });
  log(`${customers.length} customers ${prefix}-1…${customers.length}@load.example.com; warming up`);
  // One untimed view of each page first, so the run does not measure the first render of each route.
  const first = customers[0]!;
  const cookie = await portalSignIn(base, first.email);
  const loan = `/ui/customers/${first.user_id}/applications/${first.application_id}`;
  for (const url of [loan, `${loan}/make-payment`, `${loan}/payments`]) await fetch(`${base}${url}`, { headers: { cookie } }).then((r) => r.arrayBuffer());

  const samples: Sample[] = [];
  const attempts: Attempt[] = [];
  const loadBefore = loadAverage();
  const start = performance.now();
  const deadline = start + config.durationS * 1000;
  log(`${config.customers} customers for ${config.durationS} s${config.crash ? `, the sandbox killed at ${Math.round(config.durationS * config.crashAt)} s` : ''}; load average before ${loadBefore}`);

  let downtimeS: number | null = null;
  let killedAt: number | null = null;
  const crash = config.crash
    ? (async () => {
        await new Promise((resolve) => setTimeout(resolve, config.durationS * config.crashAt * 1000));
        killedAt = performance.now();
        process.kill(-sandboxServer.child.pid!, 'SIGKILL');
        await new Promise<void>((resolve) => (sandboxServer.child.exitCode !== null || sandboxServer.child.signalCode !== null ? resolve() : sandboxServer.child.once('exit', () => resolve())));
        log(`killed the sandbox (SIGKILL) at ${((performance.now() - start) / 1000).toFixed(1)} s; starting it again`);
        await stop(sandboxServer.child);
        sandboxServer = startSandbox('sandbox-after-crash');
        await waitForUrl(`${sandbox}/health`, sandboxServer, 120_000);
        downtimeS = (performance.now() - (killedAt ?? 0)) / 1000;
        log(`the sandbox answers again after ${downtimeS.toFixed(1)} s`);
      })()
    : Promise.resolve();

  const options = { base, deadline, retryMs: config.retryS * 1000, record: (s: Sample) => samples.push(s), attempts };
  await Promise.all([...customers.map((c) => runCustomer(c, options)), crash]);
  const elapsedS = (performance.now() - start) / 1000;
  const loadAfter = loadAverage();

  const recorded = await sandboxJson<Recorded>(sandbox, 'GET', `/sandbox/load/payments?prefix=${prefix}`);
  const result = reconcile(attempts, recorded);

  console.log(`\nLoad run: ${config.customers} customers, ${config.durationS} s (${elapsedS.toFixed(1)} s with the last payments' retries), ${dbLabel}${config.crash ? ', sandbox killed and restarted' : ''}`);
  console.log(`Load average (1/5/15 min) before ${loadBefore}, after ${loadAfter}; ${os.cpus().length} cores\n`);
  const kinds: RequestKind[] = ['sign-in', 'loan page', 'make payment page', 'payment', 'thanks page', 'history page'];
  printTable([...kinds.map((k) => summarize(k, samples.filter((s) => s.kind === k))), summarize('all', samples)]);
  const failures = new Map<string, number>();
  for (const s of samples.filter((x) => !x.ok)) {
    const label = `${s.kind} ${s.status === 0 ? 'no answer' : s.status < 400 ? `${s.status} showing an error` : s.status}`;
    failures.set(label, (failures.get(label) ?? 0) + 1);
  }
  console.log(`\n  ${(samples.length / elapsedS).toFixed(1)} requests/s; errors by kind and status: ${failures.size ? [...failures].map(([k, n]) => `${k} ×${n}`).join(', ') : 'none'}`);
  if (downtimeS !== null && killedAt !== null) {
    const at = killedAt as number;
    const inFlight = samples.filter((s) => s.kind === 'payment' && s.at <= at && s.at + s.ms >= at).length;
    console.log(`  sandbox down for ${(downtimeS as number).toFixed(1)} s; payment posts in flight at the kill: ${inFlight}`);
  }
  console.log(`\nPayments: ${attempts.length} tried, ${result.acknowledged} acknowledged, ${result.confirmed} of them in the database as acknowledged`);
  console.log(`  given up without an acknowledgement: ${result.unacknowledgedRecorded} recorded once, ${result.unacknowledgedNotRecorded} not recorded`);
  console.log(`  lost: ${result.lost.length}; doubled: ${result.doubled.length}; in the database without an attempt: ${result.unexplained.length}`);
  for (const line of [...result.lost, ...result.doubled].slice(0, 20)) console.log(`    ${line}`);
  const ok = reconciled(result);
  console.log(ok ? '\nReconciled: none lost, none doubled.' : '\nNOT reconciled.');
  return ok ? 0 : 1;
}

process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
main()
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    console.error('[load] failed:', err instanceof Error ? err.message : err);
    await stopAll();
    process.exit(1);
  });
