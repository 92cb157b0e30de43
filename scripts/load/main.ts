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
//   npm run load -- --instances 2 [--kill-portal]
//        several instances: N sandboxes on one PostgreSQL (LOAD_DATABASE_URL, else a fresh database
//        load_{run} on 127.0.0.1:5432, dropped after) and N portals, each behind a round-robin balancer of
//        this script (./balancer.ts): the customers' requests go to the portals in turn, the portals' calls to
//        the sandboxes in turn. The instances share SESSION_SECRET, SPEEDPAY_KEY, SERVICER_SSO_KEY and
//        LENDER_CLIENT_ADDRESS_SECRET; rate limits, idempotency keys and link tokens are in the database.
//        Checks first that a sign-in limit holds across the instances. With --kill-portal, the last portal
//        instance is killed (SIGKILL) at LOAD_CRASH_AT of the run and not restarted. Exit code 1 when a payment
//        is lost or doubled, and (without --kill-portal) when any request failed.
//
// Settings (environment): LOAD_CUSTOMERS (50), LOAD_DURATION_S (60), LOAD_RETRY_S (60: how long a payment is
// retried past the end), LOAD_PORT (3500; instances 3500, 3501, …), LOAD_SANDBOX_PORT (4500; 4500, 4501, …),
// LOAD_DATABASE_URL, LOAD_CRASH_AT (0.4).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { PASSWORD, portalSignIn, sandboxJson } from '../bench/http';
import { percentile } from '../bench/stats';
import { bin, ensureDatabase, portInUse, root, startGroup, stop, stopAll, waitForUrl, type Started } from '../bench/servers';
import { startBalancer, type Balancer } from './balancer';
import { runCustomer, type LoadCustomer, type RequestKind, type Sample } from './customer';
import { reconcile, reconciled, type Attempt, type Recorded } from './reconcile';

function instancesArg(): number | null {
  const at = process.argv.indexOf('--instances');
  if (at < 0) return null;
  const n = Number(process.argv[at + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 8) throw new Error('--instances takes a whole number from 1 to 8');
  return n;
}

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
  /** null: the single pair of servers of npm start; N: N of each behind the balancers. */
  instances: instancesArg(),
  killPortal: process.argv.includes('--kill-portal'),
  crashAt: Math.min(0.9, Math.max(0.1, Number(process.env.LOAD_CRASH_AT ?? 0.4) || 0.4)),
};
let base = `http://localhost:${config.port}`;
let sandbox = `http://127.0.0.1:${config.sandboxPort}`;
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

// Several instances: what they must share, and the balancers in front of them.
const SHARED = {
  SESSION_SECRET: 'load-session-secret-that-is-long-enough-0123456789',
  SPEEDPAY_KEY: randomBytes(32).toString('hex'),
  SERVICER_SSO_KEY: randomBytes(32).toString('base64'),
  LENDER_CLIENT_ADDRESS_SECRET: CLIENT_ADDRESS_SECRET,
};

interface Topology {
  portals: Started[];
  sandboxes: Started[];
  portalBalancer: Balancer;
  sandboxBalancer: Balancer;
  databaseUrl: string;
  /** A database made for this run, dropped at the end. */
  freshDatabase: string | null;
}

async function startInstances(n: number): Promise<Topology> {
  let freshDatabase: string | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    freshDatabase = `load_${Date.now().toString(36)}`;
    databaseUrl = `postgres://postgres@127.0.0.1:5432/${freshDatabase}`;
  }
  if (await ensureDatabase(databaseUrl)) log(`created the database ${new URL(databaseUrl).pathname.slice(1)}`);
  const portalPorts = Array.from({ length: n }, (_, i) => config.port + i);
  const sandboxPorts = Array.from({ length: n }, (_, i) => config.sandboxPort + i);
  for (const port of [...portalPorts, ...sandboxPorts]) {
    if (await portInUse(port)) throw new Error(`port ${port} is in use; set LOAD_PORT / LOAD_SANDBOX_PORT`);
  }
  const sandboxBalancer = await startBalancer(sandboxPorts.map((p) => `http://127.0.0.1:${p}`));
  const sandboxes: Started[] = [];
  // One after the other: the first migrates and seeds the database, the next finds it ready.
  for (const [i, port] of sandboxPorts.entries()) {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...SHARED,
      SANDBOX_PORT: String(port),
      SANDBOX_TOOLS: 'on',
      SANDBOX_LATENCY_MS: '0',
      SANDBOX_PAYMENT_LIMIT: '1000000',
      SANDBOX_PUBLIC_URL: sandboxBalancer.url,
      DATABASE_URL: databaseUrl,
    };
    const started = startGroup(`sandbox-${i}`, bin('tsx'), ['lender/server.ts'], env, 'load');
    sandboxes.push(started);
    await waitForUrl(`http://127.0.0.1:${port}/health`, started, 120_000);
  }
  const portals: Started[] = [];
  // One after the other too: the first builds when the sources changed, the next finds the build.
  for (const [i, port] of portalPorts.entries()) {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...SHARED,
      PORT: String(port),
      LENDER_API_URL: sandboxBalancer.url,
      // The balancer is the one proxy in front: its X-Forwarded-* and x-request-id are believed.
      TRUSTED_PROXY_HOPS: '1',
      RUM_LOG_FILE: path.join(root, '.data', 'load', `rum-${i}.jsonl`),
      RUM_COLLECTOR_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
    };
    const started = startGroup(`portal-${i}`, process.execPath, [path.join(root, 'scripts', 'start.mjs')], env, 'load');
    portals.push(started);
    await waitForUrl(`http://127.0.0.1:${port}/ui/auth`, started, 600_000);
  }
  const portalBalancer = await startBalancer(portalPorts.map((p) => `http://127.0.0.1:${p}`), { requestIds: true });
  return { portals, sandboxes, portalBalancer, sandboxBalancer, databaseUrl, freshDatabase };
}

async function dropDatabase(name: string) {
  const client = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * A sign-in limit holds across the instances: wrong passwords for one customer, sent through the balancer
 * (so to the instances in turn), are refused as wrong until the account's limit, then locked, whichever
 * instance answers. Answers the instances that answered, in order, and where the lock came.
 */
async function limitHoldsAcrossInstances(email: string): Promise<{ servedBy: number[]; lockedAt: number | null }> {
  const servedBy: number[] = [];
  const target = new URL(base);
  for (let i = 1; i <= 8; i++) {
    // From another loopback address: the failures count against that visitor, not the run's customers'.
    const body = new URLSearchParams({ email, password: `${PASSWORD}-wrong` }).toString();
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(
        { host: target.hostname, port: target.port, method: 'POST', path: '/ui/auth/session', localAddress: '127.0.0.2', headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } },
        resolve,
      );
      req.on('error', reject);
      req.end(body);
    });
    answer.resume();
    servedBy.push(Number(answer.headers['x-served-by']));
    if ((answer.headers.location ?? '').includes('error=locked')) return { servedBy, lockedAt: i };
  }
  return { servedBy, lockedAt: null };
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

/** What runs beside the customers: the crash of --crash or --kill-portal, and what it reports after. */
interface Disruption {
  run: (start: number) => Promise<void>;
  report: (samples: Sample[]) => void;
  label: string;
}

/** --crash: the sandbox killed and started again on the same database. */
function sandboxCrash(current: { server: Started }): Disruption {
  let downtimeS: number | null = null;
  let killedAt: number | null = null;
  return {
    label: 'sandbox killed and restarted',
    async run(start) {
      await new Promise((resolve) => setTimeout(resolve, config.durationS * config.crashAt * 1000));
      killedAt = performance.now();
      process.kill(-current.server.child.pid!, 'SIGKILL');
      await exited(current.server);
      log(`killed the sandbox (SIGKILL) at ${((performance.now() - start) / 1000).toFixed(1)} s; starting it again`);
      await stop(current.server.child);
      current.server = startSandbox('sandbox-after-crash');
      await waitForUrl(`${sandbox}/health`, current.server, 120_000);
      downtimeS = (performance.now() - killedAt) / 1000;
      log(`the sandbox answers again after ${downtimeS.toFixed(1)} s`);
    },
    report(samples) {
      if (downtimeS === null || killedAt === null) return;
      const at = killedAt;
      const inFlight = samples.filter((s) => s.kind === 'payment' && s.at <= at && s.at + s.ms >= at).length;
      console.log(`  sandbox down for ${downtimeS.toFixed(1)} s; payment posts in flight at the kill: ${inFlight}`);
    },
  };
}

/** --kill-portal: the last portal instance killed for good; the balancer passes over it from then on. */
function portalKill(victim: Started, index: number): Disruption {
  let killedAt: number | null = null;
  return {
    label: `portal instance ${index} killed (SIGKILL)`,
    async run(start) {
      await new Promise((resolve) => setTimeout(resolve, config.durationS * config.crashAt * 1000));
      killedAt = performance.now();
      process.kill(-victim.child.pid!, 'SIGKILL');
      await exited(victim);
      log(`killed portal instance ${index} (SIGKILL) at ${((performance.now() - start) / 1000).toFixed(1)} s`);
    },
    report(samples) {
      if (killedAt === null) return;
      const at = killedAt;
      const inFlight = samples.filter((s) => s.at <= at && s.at + s.ms >= at);
      console.log(`  portal instance ${index} killed; requests in flight at the kill: ${inFlight.length} (${inFlight.filter((s) => s.kind === 'payment').length} payments)`);
      const after = samples.filter((s) => s.at > at + 1000);
      console.log(`  answers after the kill from instance ${index}: ${after.filter((s) => s.instance === index).length}`);
    },
  };
}

const exited = (started: Started) =>
  new Promise<void>((resolve) => (started.child.exitCode !== null || started.child.signalCode !== null ? resolve() : started.child.once('exit', () => resolve())));

async function main() {
  if (config.crash && !config.databaseUrl) throw new Error('--crash needs PostgreSQL: set LOAD_DATABASE_URL (an in-memory database does not survive a kill).');
  if (config.killPortal && (config.instances ?? 0) < 2) throw new Error('--kill-portal needs --instances 2 or more.');
  let dbLabel: string;
  let disruption: Disruption | null = null;
  let topology: Topology | null = null;
  if (config.instances === null) {
    for (const port of [config.port, config.sandboxPort]) {
      if (await portInUse(port)) throw new Error(`port ${port} is in use; set LOAD_PORT / LOAD_SANDBOX_PORT`);
    }
    dbLabel = config.databaseUrl ? `PostgreSQL (${new URL(config.databaseUrl).pathname.slice(1)})` : 'PGlite (in memory)';
    if (config.databaseUrl && (await ensureDatabase(config.databaseUrl))) log(`created the database of ${config.databaseUrl}`);
    log(`starting the sandbox on ${sandbox} (${dbLabel}) and the portal on ${base} (builds first if sources changed)`);
    const current = { server: startSandbox('sandbox') };
    await waitForUrl(`${sandbox}/health`, current.server, 120_000);
    const portal = startPortal();
    await waitForUrl(`${base}/ui/auth`, portal, 600_000);
    if (config.crash) disruption = sandboxCrash(current);
  } else {
    log(`starting ${config.instances} sandbox and ${config.instances} portal instances on PostgreSQL behind two balancers (builds first if sources changed)`);
    topology = await startInstances(config.instances);
    cleanups.push(async () => {
      await topology!.portalBalancer.close();
      await topology!.sandboxBalancer.close();
    });
    if (topology.freshDatabase) {
      const name = topology.freshDatabase;
      cleanups.push(() => dropDatabase(name));
    }
    dbLabel = `PostgreSQL (${new URL(topology.databaseUrl).pathname.slice(1)}), ${config.instances} portal + ${config.instances} sandbox instances`;
    base = topology.portalBalancer.url;
    sandbox = topology.sandboxBalancer.url;
    log(`portals ${topology.portals.map((_, i) => config.port + i).join(', ')} behind ${base}; sandboxes ${topology.sandboxes.map((_, i) => config.sandboxPort + i).join(', ')} behind ${sandbox}`);
    if (config.killPortal) disruption = portalKill(topology.portals.at(-1)!, topology.portals.length - 1);
  }

  const prefix = `load-${Date.now().toString(36)}`;
  const { data: customers } = await sandboxJson<{ data: LoadCustomer[] }>(sandbox, 'POST', '/sandbox/load/customers', { prefix, count: config.customers + (topology ? 1 : 0) });
  let limitOk = true;
  if (topology) {
    // The extra customer tries the sign-in limit; the run's customers are the others.
    const tester = customers.pop()!;
    const { servedBy, lockedAt } = await limitHoldsAcrossInstances(tester.email);
    limitOk = lockedAt !== null && new Set(servedBy).size === Math.min(config.instances!, servedBy.length);
    log(`sign-in limit across instances: wrong passwords answered by instances ${servedBy.join(', ')}; locked at try ${lockedAt ?? 'never'} ${limitOk ? '(holds)' : '(DOES NOT HOLD)'}`);
  }
  log(`${customers.length} customers ${prefix}-1…${customers.length}@load.example.com; warming up`);
  // One untimed view of each page first (on every instance), so the run does not measure the first render of each route.
  const first = customers[0]!;
  const cookie = await portalSignIn(base, first.email);
  const loan = `/ui/customers/${first.user_id}/applications/${first.application_id}`;
  for (let i = 0; i < (config.instances ?? 1); i++) {
    for (const url of [loan, `${loan}/make-payment`, `${loan}/payments`]) await fetch(`${base}${url}`, { headers: { cookie } }).then((r) => r.arrayBuffer());
  }

  const samples: Sample[] = [];
  const attempts: Attempt[] = [];
  /** Which instances answered each customer (behind the balancer). */
  const instancesOf = new Map<number, Set<number>>();
  const loadBefore = loadAverage();
  const start = performance.now();
  const deadline = start + config.durationS * 1000;
  log(`${customers.length} customers for ${config.durationS} s${disruption ? `, ${disruption.label} at ${Math.round(config.durationS * config.crashAt)} s` : ''}; load average before ${loadBefore}`);

  const options = { base, deadline, retryMs: config.retryS * 1000, attempts };
  const record = (customer: LoadCustomer) => (s: Sample) => {
    samples.push(s);
    if (s.instance === null) return;
    const seen = instancesOf.get(customer.user_id) ?? new Set<number>();
    instancesOf.set(customer.user_id, seen.add(s.instance));
  };
  // Behind the balancer the customers arrive over 10 s rather than all at once: 50 sign-ins in the same
  // instant from one address would meet the sign-in limit per address (every attempt counts until it succeeds).
  const rampMs = topology ? 10_000 / customers.length : 0;
  const arrive = (c: LoadCustomer, i: number) => new Promise((resolve) => setTimeout(resolve, i * rampMs)).then(() => runCustomer(c, { ...options, record: record(c) }));
  await Promise.all([...customers.map(arrive), disruption?.run(start) ?? Promise.resolve()]);
  const elapsedS = (performance.now() - start) / 1000;
  const loadAfter = loadAverage();

  const recorded = await sandboxJson<Recorded>(sandbox, 'GET', `/sandbox/load/payments?prefix=${prefix}`);
  const result = reconcile(attempts, recorded);

  console.log(`\nLoad run: ${customers.length} customers, ${config.durationS} s (${elapsedS.toFixed(1)} s with the last payments' retries), ${dbLabel}${disruption ? `, ${disruption.label}` : ''}`);
  console.log(`Load average (1/5/15 min) before ${loadBefore}, after ${loadAfter}; ${os.cpus().length} cores\n`);
  const kinds: RequestKind[] = ['sign-in', 'loan page', 'make payment page', 'payment', 'thanks page', 'history page'];
  printTable([...kinds.map((k) => summarize(k, samples.filter((s) => s.kind === k))), summarize('all', samples)]);
  const failures = new Map<string, number>();
  for (const s of samples.filter((x) => !x.ok)) {
    const label = `${s.kind} ${s.status === 0 ? 'no answer' : s.status < 400 ? `${s.status} showing an error` : s.status}`;
    failures.set(label, (failures.get(label) ?? 0) + 1);
  }
  const errors = samples.filter((s) => !s.ok).length;
  console.log(`\n  ${(samples.length / elapsedS).toFixed(1)} requests/s${topology ? ` with ${config.instances} instance${config.instances === 1 ? '' : 's'}` : ''}; errors by kind and status: ${failures.size ? [...failures].map(([k, n]) => `${k} ×${n}`).join(', ') : 'none'}`);
  if (topology) {
    const both = [...instancesOf.values()].filter((seen) => seen.size === config.instances).length;
    console.log(`  answered by portal instance: ${topology.portalBalancer.served.map((n, i) => `${i}: ${n}`).join(', ')}; by sandbox instance: ${topology.sandboxBalancer.served.map((n, i) => `${i}: ${n}`).join(', ')}`);
    console.log(`  customers answered by every portal instance: ${both} of ${customers.length}; balancer retries: ${topology.portalBalancer.retried} to the portals, ${topology.sandboxBalancer.retried} to the sandboxes; given up: ${topology.portalBalancer.failed + topology.sandboxBalancer.failed}`);
  }
  disruption?.report(samples);
  console.log(`\nPayments: ${attempts.length} tried, ${result.acknowledged} acknowledged, ${result.confirmed} of them in the database as acknowledged`);
  console.log(`  given up without an acknowledgement: ${result.unacknowledgedRecorded} recorded once, ${result.unacknowledgedNotRecorded} not recorded`);
  console.log(`  lost: ${result.lost.length}; doubled: ${result.doubled.length}; in the database without an attempt: ${result.unexplained.length}`);
  for (const line of [...result.lost, ...result.doubled].slice(0, 20)) console.log(`    ${line}`);
  const ok = reconciled(result);
  console.log(ok ? '\nReconciled: none lost, none doubled.' : '\nNOT reconciled.');
  // Several instances without a kill: every request must also have succeeded, and the limit have held.
  const strict = topology !== null && !config.killPortal;
  if (strict && errors > 0) console.log(`FAILED: ${errors} requests failed with ${config.instances} instances and nothing killed.`);
  if (!limitOk) console.log('FAILED: the sign-in limit did not hold across the instances.');
  return ok && limitOk && !(strict && errors > 0) ? 0 : 1;
}

/** What main set up beyond the process groups (balancers, a fresh database), undone on the way out. */
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  await stopAll();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((err: unknown) => console.error('[load] clean-up:', err instanceof Error ? err.message : err));
}

process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    console.error('[load] failed:', err instanceof Error ? err.message : err);
    await cleanUp();
    process.exit(1);
  });
