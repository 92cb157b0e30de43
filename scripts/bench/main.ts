// npm run bench — measures the portal side by side with its limits (issue 13). Builds if needed, starts
// the sandbox (fixed latency L, in-memory database) and the portal on their own ports, signs in as ana,
// measures, prints each figure with its goal and writes bench/results.json, then stops the servers.
// Every figure is a ratio measured in the same run, because the machine is shared and noisy.
//
// Settings (environment): BENCH_PORT (3400), BENCH_SANDBOX_PORT (4400), BENCH_PG_SANDBOX_PORT (sandbox + 1),
// BENCH_LATENCY_MS (100), BENCH_SAMPLES (9), BENCH_CONCURRENCY (10), BENCH_DURATION_S (10),
// BENCH_SANDBOX_DURATION_S (8), BENCH_LIGHTHOUSE_RUNS (5 rounds, median taken), BENCH_LIGHTHOUSE_THROTTLING (devtools, or simulate), BENCH_DATABASE_URL (PostgreSQL: figure 6, and
// figures 1 and 2 again with the portal's sandbox on PostgreSQL; skipped when unset), BENCH_PG_PORT (port + 1) and
// BENCH_PG_PORTAL_SANDBOX_PORT (sandbox + 2) for that second portal,
// BENCH_PROFILE_PORT (port + 3) for the profiled portal,
// BENCH_ONLY (comma list of: waterfall, throughput, js, lighthouse, growth, sandbox, rum, profile),
// CHROMIUM_PATH (/usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstLoadJs, launch, withoutJavaScript } from './browser';
import { load, PASSWORD, personaIds, portalSignIn, sample, sandboxJson, sandboxToken, setLatency, timed, type PersonaIds } from './http';
import { parseThrottling, startLighthouse, type LighthouseScores } from './lighthouse';
import { selfTimes, type CpuProfile } from './profile';
import { parseRumLog, summarizeRum } from './rum';
import { accessLines, loggedMedian, phasesOf } from './phases';
import { lenderExcess, postgresCpuSeconds, type CpuPerRequest } from './cpu-split';
import { newRequestId } from '../../lib/common/request-id';
import { ACH_AUTHORIZATION_VERSION } from '../../lib/rules/ach-authorization';
import { BENCH_SESSION_SECRET, cpuSeconds, ensureDatabase, groupProcesses, portInUse, root, startGroup, startPgSandbox, startPortal, stop, stopAll, waitForUrl, type Started } from './servers';
import {
  atLeast,
  atMost,
  exactly,
  failed,
  GOALS,
  figure,
  formatGoal,
  formatValue,
  median,
  notApplicable,
  pairedRatio,
  roundRatios,
  ratio,
  round,
  routeState,
  summarize,
  type Figure,
} from './stats';

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

const config = {
  port: int('BENCH_PORT', 3400),
  sandboxPort: int('BENCH_SANDBOX_PORT', 4400),
  pgSandboxPort: int('BENCH_PG_SANDBOX_PORT', int('BENCH_SANDBOX_PORT', 4400) + 1),
  pgPort: int('BENCH_PG_PORT', int('BENCH_PORT', 3400) + 1),
  pgPortalSandboxPort: int('BENCH_PG_PORTAL_SANDBOX_PORT', int('BENCH_SANDBOX_PORT', 4400) + 2),
  profilePort: int('BENCH_PROFILE_PORT', int('BENCH_PORT', 3400) + 3),
  latencyMs: int('BENCH_LATENCY_MS', 100),
  samples: Math.max(7, int('BENCH_SAMPLES', 9)),
  concurrency: int('BENCH_CONCURRENCY', 10),
  durationS: int('BENCH_DURATION_S', 10),
  sandboxConcurrency: 50,
  sandboxDurationS: int('BENCH_SANDBOX_DURATION_S', 8),
  lighthouseRuns: int('BENCH_LIGHTHOUSE_RUNS', 5),
  lighthouseThrottling: parseThrottling(process.env.BENCH_LIGHTHOUSE_THROTTLING),
  growthSteps: [10, 100, 1_000, 10_000],
  databaseUrl: process.env.BENCH_DATABASE_URL || null,
  only: process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null,
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};
const base = `http://localhost:${config.port}`;
const sandbox = `http://127.0.0.1:${config.sandboxPort}`;
const rumLogFile = path.join(root, '.data', 'bench', 'rum.jsonl');
const wanted = (step: string) => !config.only || config.only.has(step);

// ── The routes measured: data, so routes other branches add are picked up as they land ─────────────────

type Persona = 'ana' | 'kim' | 'jon' | 'care';
type Step = 'waterfall' | 'throughput' | 'js' | 'lighthouse' | 'growth' | 'nojs';

interface RouteSpec {
  key: string;
  label: string;
  /** Who is signed in; null for a signed-out visitor. */
  persona: Persona | null;
  path: (ids: Record<Persona, PersonaIds>) => string;
  steps: Step[];
}

const loan = (ids: Record<Persona, PersonaIds>) => `/ui/customers/${ids.ana.userId}/applications/${ids.ana.currentApplicationId}`;

const ROUTES: RouteSpec[] = [
  { key: 'sign-in', label: 'sign-in', persona: null, path: () => '/ui/auth', steps: ['js', 'lighthouse'] },
  { key: 'loan', label: 'loan page', persona: 'ana', path: loan, steps: ['waterfall', 'throughput', 'js', 'lighthouse', 'growth'] },
  { key: 'make-payment', label: 'Make Payment', persona: 'ana', path: (ids) => `${loan(ids)}/make-payment`, steps: ['waterfall', 'js', 'lighthouse'] },
  { key: 'history', label: 'payment history', persona: 'ana', path: (ids) => `${loan(ids)}/payments`, steps: ['waterfall', 'js', 'lighthouse', 'growth'] },
  { key: 'statements', label: 'statements', persona: 'ana', path: (ids) => `${loan(ids)}/statements`, steps: ['js'] },
  { key: 'mailbox', label: 'mailbox', persona: 'ana', path: (ids) => `${loan(ids)}/mailbox`, steps: ['js'] },
  { key: 'preferences', label: 'Account Preferences', persona: 'ana', path: (ids) => `/ui/customers/${ids.ana.userId}/edit`, steps: ['waterfall', 'js', 'lighthouse'] },
  { key: 'card', label: "kim's card account", persona: 'kim', path: (ids) => `/ui/customers/${ids.kim.userId}/applications/${ids.kim.revolverApplicationId}`, steps: ['js', 'lighthouse'] },
  { key: 'purchase', label: 'approve a purchase', persona: 'kim', path: () => '/ui/purchases/11111111-1111-4111-8111-111111111111', steps: ['js'] },
  { key: 'apply', label: 'apply', persona: 'ana', path: () => '/ui/apply', steps: ['js'] },
  { key: 'new-application', label: 'new application', persona: 'ana', path: (ids) => `/ui/customers/${ids.ana.userId}/applications/new`, steps: ['js'] },
  { key: 'additional-financing', label: 'additional financing', persona: 'ana', path: (ids) => `/ui/customers/${ids.ana.userId}/additional-financing`, steps: ['js'] },
  { key: 'sign', label: "jon's agreement to sign", persona: 'jon', path: (ids) => `/ui/customers/${ids.jon.userId}/applications/${ids.jon.currentApplicationId}/sign`, steps: ['js'] },
  { key: 'service-center', label: "jon's service center", persona: 'jon', path: (ids) => `/ui/customers/${ids.jon.userId}/applications/${ids.jon.currentApplicationId}/service-center`, steps: ['js'] },
  { key: 'staff', label: 'staff customer search', persona: 'care', path: () => '/ui/staff', steps: ['js'] },
];
const BARE = '/bench/bare';

interface Route extends RouteSpec {
  url: string;
  cookie: string | null;
  ok: boolean;
  note: string;
}

/** A portal and its sandbox under measurement: the embedded database (the default), or PostgreSQL. */
interface Target {
  /** '' for the default run; '.pg' in the keys of the PostgreSQL run. */
  suffix: string;
  /** Said after each label: '' or ' (PostgreSQL)'. */
  said: string;
  base: string;
  sandbox: string;
  servers: Started;
  routes: Route[];
}

// ── Output ────────────────────────────────────────────────────────────────────────────────────────────

const figures: Figure[] = [];
const GROUP_TITLES: Record<number, string> = {
  1: '1. No waterfalls: (page − bare page) server time ÷ one lender call alone',
  2: "2. The portal's own CPU: per loan page ÷ per bare page",
  3: '3. First-load JavaScript (gzip) ÷ bare page; pages without JavaScript',
  4: '4. Lighthouse, mobile preset: LCP and TBT ÷ the bare page of the same round',
  5: '5. Growth: server time with 10,000 ÷ with 10 payments and statements',
  6: '6. Sandbox latency at 50 concurrent connections',
  7: '7. Real-user monitoring: field figures from the browser runs',
  8: "8. Profile: the portal's own CPU per loan page under --cpu-prof, the ten costliest frames by own time",
};
let printedGroup = 0;

function record(f: Figure) {
  figures.push(f);
  if (f.group !== printedGroup) {
    printedGroup = f.group;
    console.log(`\n${GROUP_TITLES[f.group]}`);
  }
  const value = formatValue(f.value, f.unit).padStart(10);
  const goal = formatGoal(f.goal, f.unit).padEnd(16);
  console.log(`  ${f.status.padEnd(5)} ${f.label.padEnd(42)} ${value}  ${goal} ${f.detail}`);
}

const log = (message: string) => console.log(`[bench] ${message}`);

async function step(name: string, group: number, body: () => Promise<void>, run = wanted(name)) {
  if (!run) return;
  const started = Date.now();
  try {
    await body();
  } catch (err) {
    record(failed(group, `${name}.error`, `${name} could not run`, err instanceof Error ? err.message.split('\n')[0]! : String(err)));
  }
  log(`${name}: ${Math.round((Date.now() - started) / 1000)} s`);
}

// ── Figures ───────────────────────────────────────────────────────────────────────────────────────────

const measurable = (routes: Route[], s: Step) => routes.filter((r) => r.steps.includes(s));
const headersOf = (route: { cookie: string | null }): RequestInit => (route.cookie ? { headers: { cookie: route.cookie } } : {});

/**
 * 1: what a page adds to one lender call. Each page's median server time less the bare page's (the render
 * floor), over one lender call alone (L plus the sandbox's own work), all sampled interleaved: parallel calls
 * cost one call, so a page without waterfalls and without work queued behind its render comes out near 1.
 * The old figure (server time ÷ L) is kept beside it, for information.
 */
async function waterfall(t: Target) {
  const L = config.latencyMs;
  await setLatency(t.sandbox, L);
  const targets = measurable(t.routes, 'waterfall');
  for (const r of targets.filter((r) => !r.ok)) record(notApplicable(1, `waterfall${t.suffix}.${r.key}`, r.label + t.said, r.note));
  const live = targets.filter((r) => r.ok);
  const ana = await personaIds(t.sandbox, 'ana@example.com');
  const token = await sandboxToken(t.sandbox, 'ana@example.com');
  const bare = { key: 'bare', label: 'bare page (no upstream call)', url: t.base + BARE, cookie: null, init: {} as RequestInit };
  // One upstream round trip by itself: GET /api/users/{id}, the cheapest call every page makes.
  const one = { key: 'one', label: 'one lender call', url: `${t.sandbox}/api/users/${ana.userId}`, cookie: null, init: { headers: { authorization: `Bearer ${token}` } } as RequestInit };
  const pages = live.map((r) => ({ ...r, init: headersOf(r) }));
  const all = [...pages, bare, one];
  for (const r of all) for (let i = 0; i < 2; i++) await timed(r.url, r.init);
  const values = new Map<string, number[]>(all.map((r) => [r.key, []]));
  const reqIds = new Map<string, string[]>(all.map((r) => [r.key, []]));
  for (let i = 0; i < config.samples; i++) {
    for (const r of all) {
      // The sandbox keeps a caller's request id on its access line: the lone call's own, so it can be found.
      const init = r === one ? { headers: { ...(one.init.headers as Record<string, string>), 'x-request-id': newRequestId() } } : r.init;
      const res = await timed(r.url, init);
      if (res.status !== 200) throw new Error(`${r.label} answered ${res.status} while measuring`);
      values.get(r.key)!.push(res.ms);
      if (res.reqId) reqIds.get(r.key)!.push(res.reqId);
    }
  }
  const b = median(values.get('bare')!);
  const call = median(values.get('one')!);
  for (const r of live) {
    const v = values.get(r.key)!;
    const m = median(v);
    record(figure(1, `waterfall${t.suffix}.${r.key}`, r.label + t.said, ratio(m - b, call), '×', GOALS.waterfall,
      `(median ${Math.round(m)} ms (${Math.round(Math.min(...v))}–${Math.round(Math.max(...v))}) − bare ${Math.round(b)} ms) ÷ one call ${Math.round(call)} ms, n=${v.length}`));
  }
  for (const r of live) {
    const m = median(values.get(r.key)!);
    record(figure(1, `waterfall${t.suffix}.${r.key}.over-l`, `${r.label} ÷ L (old figure, goal was ≤ 1.30)` + t.said, ratio(m, L), '×', null, `median ${Math.round(m)} ms ÷ L ${L} ms`));
  }
  await phaseFigures(t, live, reqIds, call);
  await cpuFigures(t, pages, one, call);
  record(figure(1, `waterfall${t.suffix}.bare`, 'bare page, for reference' + t.said, ratio(b, L), '×', null, `median ${Math.round(b)} ms: the render floor without upstream calls`));
  record(figure(1, `waterfall${t.suffix}.upstream`, 'one lender call (GET /api/users/{id}) alone' + t.said, ratio(call, L), '×', null, `median ${Math.round(call)} ms: L plus the sandbox's own processing`));
}

/**
 * 1, why: each data page's time split by the servers' own access lines (scripts/bench/phases.ts). What the
 * portal adds is its work before the first lender call and after the last answer, less the bare page's
 * whole time; the rest of (page − bare) is the calls themselves, from the first out to the last in, against
 * one call alone: more than one call when the sandbox, on the same two cores, works through the page's
 * parallel calls one after the other.
 */
async function phaseFigures(t: Target, live: Route[], reqIds: Map<string, string[]>, call: number) {
  await new Promise((resolve) => setTimeout(resolve, 300)); // the last access lines reach the log
  const lines = accessLines(readFileSync(t.servers.logFile, 'utf8'));
  const bare = loggedMedian(reqIds.get('bare')!, lines);
  const alone = loggedMedian(reqIds.get('one')!, lines);
  for (const r of live) {
    const p = phasesOf(reqIds.get(r.key)!, lines);
    const id = `waterfall${t.suffix}.${r.key}.portal-share`;
    if (!p || bare === null) {
      record(notApplicable(1, id, `${r.label}: the portal's share` + t.said, 'no access lines with lender timings in the log (ACCESS_LOG=off?)'));
      continue;
    }
    const own = p.beforeFirstCall + p.afterLastAnswer - bare;
    const ms = (v: number) => `${Math.round(v)} ms`;
    const sandbox = p.slowestInSandbox === null || alone === null ? '' : `; in the sandbox the page's slowest call took ${ms(p.slowestInSandbox)}, one call alone ${ms(alone)}`;
    record(figure(1, id, `${r.label}: the portal's own share, ÷ one call` + t.said, ratio(own, call), '×', null,
      `${ms(p.beforeFirstCall)} before the first lender call + ${ms(p.afterLastAnswer)} after the last answer − bare ${ms(bare)} = ${ms(own)}; the calls, first out to last in: ${ms(p.calls)} = ${(p.calls / call).toFixed(2)} × one call${sandbox}; n=${p.n}`));
  }
}

/**
 * 1, why (CPU): each page's request, and one lender call alone, repeated on their own while the processes'
 * CPU is read (Linux /proc): the portal's, the sandbox's and PostgreSQL's milliseconds per request. The
 * sandbox's and PostgreSQL's work beyond one call's, spread over the cores at best, is what the page's calls
 * must add to one call on this machine, whatever the portal does (scripts/bench/cpu-split.ts).
 */
async function cpuFigures(t: Target, pages: { key: string; label: string; url: string; init: RequestInit }[], one: { url: string; init: RequestInit }, call: number) {
  const pids = groupProcesses(t.servers);
  const repeat = 20;
  const read = (): CpuPerRequest => ({ portal: cpuSeconds(pids.portal), sandbox: cpuSeconds(pids.sandbox), postgres: postgresCpuSeconds() });
  const perRequest = async (r: { url: string; init: RequestInit }): Promise<CpuPerRequest> => {
    const before = read();
    for (let i = 0; i < repeat; i++) await timed(r.url, r.init);
    const after = read();
    const ms = (key: keyof CpuPerRequest) => (after[key] === null || before[key] === null ? null : ((after[key]! - before[key]!) * 1000) / repeat);
    return { portal: ms('portal'), sandbox: ms('sandbox'), postgres: ms('postgres') };
  };
  const alone = await perRequest(one);
  const cores = os.cpus().length;
  const ms = (v: number | null) => (v === null ? '?' : `${Math.round(v)} ms`);
  for (const r of pages) {
    const page = await perRequest(r);
    record(figure(1, `waterfall${t.suffix}.${r.key}.lender-cpu`, `${r.label}: the lender's extra CPU, ÷ one call` + t.said, lenderExcess(page, alone, cores, call), '×', null,
      `CPU per request: portal ${ms(page.portal)}, sandbox ${ms(page.sandbox)}, PostgreSQL ${ms(page.postgres)}; one call alone: sandbox ${ms(alone.sandbox)}, PostgreSQL ${ms(alone.postgres)}; ${cores} cores`));
  }
}

/** CPU seconds the portal and the sandbox used while `body` ran (Linux), to tell whose time it was. */
async function withCpu<T>(group: Started, body: () => Promise<T>): Promise<{ result: T; portal: number | null; sandbox: number | null }> {
  const pids = groupProcesses(group);
  const before = { portal: cpuSeconds(pids.portal), sandbox: cpuSeconds(pids.sandbox) };
  const result = await body();
  const delta = (key: 'portal' | 'sandbox') => {
    const after = cpuSeconds(pids[key]);
    return after === null || before[key] === null ? null : after - before[key]!;
  };
  return { result, portal: delta('portal'), sandbox: delta('sandbox') };
}

/**
 * 2: the portal's own CPU per loan page over its CPU per bare page, under the same load in alternating rounds
 * (from the portal process's CPU time, Linux /proc): what the portal spends on a page, whatever the sandbox
 * beside it on the same cores costs. Requests per second, the old figure, is kept for information.
 */
async function throughput(t: Target) {
  await setLatency(t.sandbox, 0);
  const target = t.routes.find((r) => r.key === 'loan')!;
  if (!target.ok) return record(notApplicable(2, `throughput${t.suffix}.loan`, 'loan page ÷ bare page' + t.said, target.note));
  const bare = { url: t.base + BARE, cookie: null };
  const c = config.concurrency;
  // Warm both, then two alternating rounds each, so a noisy neighbour hits both alike.
  await load(bare.url, () => ({}), c, 2);
  await load(target.url, () => headersOf(target), c, 2);
  const half = config.durationS / 2;
  const totals = { bare: { ok: 0, failed: 0, s: 0, portal: 0, sandbox: 0 }, loan: { ok: 0, failed: 0, s: 0, portal: 0, sandbox: 0 } };
  for (let round = 0; round < 2; round++) {
    for (const [key, r] of [['bare', bare], ['loan', target]] as const) {
      const { result: res, portal, sandbox: lender } = await withCpu(t.servers, () => load(r.url, () => headersOf(r), c, half));
      totals[key].ok += res.ok;
      totals[key].failed += res.failed;
      totals[key].s += res.seconds;
      totals[key].portal += portal ?? Number.NaN;
      totals[key].sandbox += lender ?? Number.NaN;
    }
  }
  const bareRps = totals.bare.ok / totals.bare.s;
  const loanRps = totals.loan.ok / totals.loan.s;
  const errors = totals.bare.failed + totals.loan.failed;
  const perRequest = (cpu: number, ok: number) => (ok ? (cpu * 1000) / ok : Number.NaN);
  const portalBare = perRequest(totals.bare.portal, totals.bare.ok);
  const portalLoan = perRequest(totals.loan.portal, totals.loan.ok);
  const sandboxLoan = perRequest(totals.loan.sandbox, totals.loan.ok);
  record(figure(2, `throughput${t.suffix}.cpu.portal`, 'loan page ÷ bare page (portal CPU)' + t.said, ratio(portalLoan, portalBare), '×', GOALS.portalCpu,
    `portal ${portalLoan.toFixed(1)} ms CPU per loan page ÷ ${portalBare.toFixed(1)} ms per bare page${errors ? `; ${errors} failed requests` : ''}`));
  record(
    figure(2, `throughput${t.suffix}.loan`, 'loan page ÷ bare page (req/s, old figure, goal was ≥ 0.50)' + t.said, ratio(loanRps, bareRps), '×', null,
      `${loanRps.toFixed(1)} ÷ ${bareRps.toFixed(1)} req/s at ${c} concurrent, ${config.durationS} s each, L = 0`),
  );
  record(figure(2, `throughput${t.suffix}.cpu.sandbox`, 'sandbox CPU per loan page' + t.said, sandboxLoan, 'ms', null,
    'the lender sandbox runs on the same cores: its share is not the portal\'s'));
}

/** 3: first-load JS per route against the bare page; sign-in and loan page with JavaScript off. */
async function javascript(routes: Route[]) {
  const browser = await launch(config.chromium);
  try {
    const bare = await firstLoadJs(browser, base, BARE, null);
    record(figure(3, 'js.bare', 'bare page', bare.gzipBytes / 1024, 'KB', null, `${bare.scripts} scripts, ${Math.round(bare.rawBytes / 1024)} KB raw`));
    for (const r of measurable(routes, 'js')) {
      if (!r.ok) {
        record(notApplicable(3, `js.${r.key}`, r.label, r.note));
        continue;
      }
      const js = await firstLoadJs(browser, base, new URL(r.url).pathname, r.cookie);
      record(figure(3, `js.${r.key}`, r.label, ratio(js.gzipBytes, bare.gzipBytes), '×', GOALS.firstLoadJs, `${round(js.gzipBytes / 1024, 1)} KB gzip in ${js.scripts} scripts (bare ${round(bare.gzipBytes / 1024, 1)} KB); ${js.prefetches} prefetches`));
    }
    const loanRoute = routes.find((r) => r.key === 'loan')!;
    const nojs = await withoutJavaScript(browser, base, 'ana@example.com', PASSWORD, new URL(loanRoute.url).pathname);
    record(figure(3, 'nojs.sign-in', 'sign-in works without JavaScript', nojs.signIn.ok ? 1 : 0, '', exactly(1), nojs.signIn.detail));
    record(figure(3, 'nojs.loan', 'loan page shows its content without JavaScript', nojs.loan.ok ? 1 : 0, '', exactly(1), nojs.loan.detail));
  } finally {
    await browser.close();
  }
}

/**
 * 4: Lighthouse's mobile preset on each page, in rounds: each round runs the bare page, then every page once.
 * Its throttling scales with the host's CPU (one host gave the bare page a TBT of 69 ms, another
 * 988 ms) and a shared host's speed drifts over the minutes a run takes, so each page's LCP and TBT are held
 * against the bare page's run of the same round, and the median of those ratios is the figure
 * (stats.pairedRatio). The absolute medians, the old goals and the host's benchmark index are printed beside them.
 */
async function lighthouseFigures(routes: Route[]) {
  let runner;
  try {
    runner = await startLighthouse(config.chromium, config.lighthouseThrottling);
  } catch (err) {
    return record(failed(4, 'lighthouse.start', 'Lighthouse could not start', err instanceof Error ? err.message : String(err)));
  }
  // A run that Lighthouse itself could not record (NO_NAVSTART and the like) is tried once more.
  const once = (r: { url: string; cookie: string | null }) => runner.run(r.url, r.cookie).catch(() => runner.run(r.url, r.cookie));
  const m = (runs: LighthouseScores[], pick: (s: LighthouseScores) => number) => median(runs.map(pick));
  const spread = (runs: LighthouseScores[], pick: (s: LighthouseScores) => number, digits = 0) => `runs: ${runs.map((s) => pick(s).toFixed(digits)).join(', ')}`;
  const targets = measurable(routes, 'lighthouse');
  for (const r of targets.filter((t) => !t.ok)) record(notApplicable(4, `lighthouse.${r.key}`, r.label, r.note));
  const live = targets.filter((t) => t.ok);
  const bare: LighthouseScores[] = [];
  // Each page's run of round i sits at index i, beside bare[i]; a page that fails once is measured no more.
  const runsOf = new Map<string, LighthouseScores[]>(live.map((r) => [r.key, []]));
  const failures = new Map<string, string>();
  for (let i = 0; i < config.lighthouseRuns; i++) {
    try {
      bare.push(await once({ url: base + BARE, cookie: null }));
    } catch (err) {
      await runner.close();
      return record(failed(4, 'lighthouse.bare', 'bare page (reference)', err instanceof Error ? err.message : String(err)));
    }
    for (const r of live.filter((p) => !failures.has(p.key))) {
      try {
        runsOf.get(r.key)!.push(await once(r));
      } catch (err) {
        failures.set(r.key, err instanceof Error ? err.message : String(err));
      }
    }
  }
  await runner.close();
  const bareLcp = m(bare, (s) => s.lcpMs);
  const bareTbt = m(bare, (s) => s.tbtMs);
  record(figure(4, 'lighthouse.bare.lcp', 'bare page (reference): LCP', bareLcp / 1000, 's', null, `${spread(bare, (s) => s.lcpMs / 1000, 2)}; host benchmark index ${Math.round(m(bare, (s) => s.benchmarkIndex))}; throttling ${config.lighthouseThrottling}; element ${bare[bare.length - 1]!.lcpElement}; scripts loaded before the observed paint, ${spread(bare, (s) => s.scriptsBeforeLcp)}`));
  record(figure(4, 'lighthouse.bare.tbt', 'bare page (reference): TBT', bareTbt, 'ms', null, spread(bare, (s) => s.tbtMs)));
  for (const r of live) {
    if (failures.has(r.key)) {
      record(failed(4, `lighthouse.${r.key}`, r.label, failures.get(r.key)!));
      continue;
    }
    const runs = runsOf.get(r.key)!;
    const last = runs[runs.length - 1]!;
    const moved = new URL(last.finalUrl).pathname !== new URL(r.url).pathname ? `; ended on ${new URL(last.finalUrl).pathname}` : '';
    const lcp = m(runs, (s) => s.lcpMs);
    const tbt = m(runs, (s) => s.tbtMs);
    const rounds = (pick: (s: LighthouseScores) => number) => roundRatios(runs.map(pick), bare.map(pick)).map((v) => (v === null ? '–' : v.toFixed(2))).join(', ');
    record(figure(4, `lighthouse.${r.key}.lcp`, `${r.label}: LCP ÷ bare`, pairedRatio(runs.map((s) => s.lcpMs), bare.map((s) => s.lcpMs)), '×', GOALS.lcp,
      `median of the rounds' ratios (${rounds((s) => s.lcpMs)}); medians ${(lcp / 1000).toFixed(2)} s and bare ${(bareLcp / 1000).toFixed(2)} s (old goal ≤ 2.0 s); ${spread(runs, (s) => s.lcpMs / 1000, 2)}${moved}; element ${last.lcpElement}; scripts loaded before the observed paint, ${spread(runs, (s) => s.scriptsBeforeLcp)}`));
    // A bare TBT of 0 in every round (a fast host) leaves nothing to divide by: then the page's own must be 0 too.
    const tbtRatio = pairedRatio(runs.map((s) => s.tbtMs), bare.map((s) => s.tbtMs));
    record(tbtRatio !== null
      ? figure(4, `lighthouse.${r.key}.tbt`, `${r.label}: TBT ÷ bare`, tbtRatio, '×', GOALS.tbt, `median of the rounds' ratios (${rounds((s) => s.tbtMs)}); medians ${Math.round(tbt)} ms and bare ${Math.round(bareTbt)} ms (old goal ≤ 150 ms); ${spread(runs, (s) => s.tbtMs)}`)
      : figure(4, `lighthouse.${r.key}.tbt`, `${r.label}: TBT (bare page had none)`, tbt, 'ms', atMost(0), spread(runs, (s) => s.tbtMs)));
    record(figure(4, `lighthouse.${r.key}.performance`, `${r.label}: performance score`, m(runs, (s) => s.performance), '', null, `median of ${runs.length} (${spread(runs, (s) => s.performance)}); host benchmark index ${Math.round(m(runs, (s) => s.benchmarkIndex))}`));
    record(figure(4, `lighthouse.${r.key}.cls`, `${r.label}: CLS`, m(runs, (s) => s.cls), '', GOALS.cls, spread(runs, (s) => s.cls, 3)));
    const failedA11y = [...new Set(runs.flatMap((s) => s.failedA11y))];
    record(figure(4, `lighthouse.${r.key}.a11y`, `${r.label}: accessibility`, m(runs, (s) => s.accessibility), '', atLeast(100), failedA11y.length ? `failed: ${failedA11y.join(', ')}` : ''));
  }
}

/** 5: loan and history pages with 10 … 10,000 payments and statements on ana's loan. */
async function growth(routes: Route[]) {
  await setLatency(sandbox, 0);
  const targets = measurable(routes, 'growth');
  for (const r of targets.filter((t) => !t.ok)) record(notApplicable(5, `growth.${r.key}`, r.label, r.note));
  const live = targets.filter((t) => t.ok);
  if (!live.length) return;
  type Seeded = { payments: number; statements: number };
  let counts = await sandboxJson<Seeded>(sandbox, 'POST', '/sandbox/bench/seed', { email: 'ana@example.com', payments: 0, statements: 0 });
  const medians = new Map<string, { n: number; ms: number; kb: number; bare: number }[]>(live.map((r) => [r.key, []]));
  for (const n of config.growthSteps) {
    const started = Date.now();
    counts = await sandboxJson<Seeded>(sandbox, 'POST', '/sandbox/bench/seed', {
      email: 'ana@example.com',
      payments: Math.max(0, n - counts.payments),
      statements: Math.max(0, n - counts.statements),
    });
    log(`growth: ${counts.payments} payments and ${counts.statements} statements (seeded in ${Date.now() - started} ms)`);
    // The bare page beside each step tells a slower page from a busier machine.
    const floor = await sample(base + BARE, {}, config.samples);
    for (const r of live) {
      const s = await sample(r.url, headersOf(r), Math.max(config.samples, 11));
      medians.get(r.key)!.push({ n, ms: s.median, kb: s.bytes / 1024, bare: floor.median });
    }
  }
  for (const r of live) {
    const steps = medians.get(r.key)!;
    const first = steps[0]!;
    const last = steps[steps.length - 1]!;
    const trail = steps.map((s) => `${s.n}: ${Math.round(s.ms)} ms/${Math.round(s.kb)} KB`).join(', ');
    const steady = ratio(last.ms / last.bare, first.ms / first.bare);
    record(figure(5, `growth.${r.key}`, r.label, ratio(last.ms, first.ms), '×', GOALS.growth, `${trail}; against the bare page at each step ${steady === null ? '—' : steady.toFixed(2) + '×'}`));
  }
}

/** 6: p50/p99 of GET /api/loan_accounts/{id} and POST /api/transactions at 50 connections. */
async function sandboxLatency(label: string, url: string) {
  await sandboxJson(url, 'POST', '/sandbox/reset');
  await setLatency(url, 0).catch(() => undefined);
  const token = await sandboxToken(url, 'ana@example.com');
  const ids = await personaIds(url, 'ana@example.com');
  const auth = { authorization: `Bearer ${token}` };
  const c = config.sandboxConcurrency;
  const d = config.sandboxDurationS;

  const getUrl = `${url}/api/loan_accounts/${ids.currentApplicationId}`;
  await load(getUrl, () => ({ headers: auth }), c, 2);
  const get = await load(getUrl, () => ({ headers: auth }), c, d);
  const getDetail = `${get.ok} answers in ${get.seconds.toFixed(1)} s (${get.rps.toFixed(0)}/s)${get.failed ? `, ${get.failed} failed` : ''}`;
  record(figure(6, `sandbox.${label}.get.p50`, `${label}: GET /api/loan_accounts/{id} p50`, get.p50, 'ms', null, getDetail));
  record(figure(6, `sandbox.${label}.get.p99`, `${label}: GET /api/loan_accounts/{id} p99`, get.p99, 'ms', null));

  // POST /api/transactions: measured only where this build has it; a fresh Idempotency-Key per request.
  const seeded = await sandboxJson<{ application_id: number; bank_account_ids: number[] }>(url, 'POST', '/sandbox/bench/seed', { email: 'ana@example.com', payments: 0, statements: 0 });
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Denver' });
  const body = JSON.stringify({
    application_id: seeded.application_id,
    transaction: { amount: 1, future_effective_at: today, authorized: true, transactable_type: 'BankAccount', transactable_id: seeded.bank_account_ids[0], active: true },
    terms_version: ACH_AUTHORIZATION_VERSION,
    // The same amount on the same day again looks like a duplicate: each request confirms it (a new key each).
    allow_duplicate: true,
  });
  const post = () => ({ method: 'POST', body, headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() } });
  const probe = await fetch(`${url}/api/transactions`, post());
  const probeText = await probe.text();
  if (probe.status === 404) {
    record(notApplicable(6, `sandbox.${label}.post`, `${label}: POST /api/transactions`, 'answers 404: not in this build'));
    return;
  }
  if (!probe.ok) {
    record(notApplicable(6, `sandbox.${label}.post`, `${label}: POST /api/transactions`, `the probe answered ${probe.status}: ${probeText.slice(0, 160)}`));
    return;
  }
  const posted = await load(`${url}/api/transactions`, post, c, d, 20_000);
  const postDetail = `${posted.ok} answers in ${posted.seconds.toFixed(1)} s (${posted.rps.toFixed(0)}/s)${posted.failed ? `, ${posted.failed} refused: ${JSON.stringify(posted.statuses)}` : ''}`;
  record(figure(6, `sandbox.${label}.post.p50`, `${label}: POST /api/transactions p50`, posted.p50, 'ms', null, postDetail));
  record(figure(6, `sandbox.${label}.post.p99`, `${label}: POST /api/transactions p99`, posted.p99, 'ms', null));
}

async function sandboxFigures() {
  await sandboxLatency('PGlite', sandbox);
  if (!config.databaseUrl) {
    record(notApplicable(6, 'sandbox.postgres', 'PostgreSQL', 'skipped: set BENCH_DATABASE_URL=postgres://… to measure it'));
    return;
  }
  const port = config.pgSandboxPort;
  if (await portInUse(port)) throw new Error(`port ${port} is in use`);
  await ensureDatabase(config.databaseUrl);
  const pg = startPgSandbox(port, config.databaseUrl);
  try {
    await waitForUrl(`http://127.0.0.1:${port}/health`, pg, 120_000);
  } catch (err) {
    await stop(pg.child);
    record(notApplicable(6, 'sandbox.postgres', 'PostgreSQL', `skipped: the sandbox on BENCH_DATABASE_URL did not start (${err instanceof Error ? err.message.split('\n').slice(-3).join(' ').slice(0, 200) : err})`));
    return;
  }
  try {
    await sandboxLatency('PostgreSQL', `http://127.0.0.1:${port}`);
  } finally {
    await stop(pg.child);
  }
}

/** 7: what the intake logged during the browser runs. */
async function rumFigures() {
  const text = (() => {
    try {
      return readFileSync(rumLogFile, 'utf8');
    } catch {
      return '';
    }
  })();
  const summary = summarizeRum(parseRumLog(text));
  if (summary.records === 0) return record(notApplicable(7, 'rum.none', 'no reports', `nothing in ${path.relative(root, rumLogFile)}: did the browser runs run?`));
  const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const expected = `${version}/prod`;
  record(figure(7, 'rum.tags', `${summary.records} reports from ${summary.views} page loads, tagged`, summary.tags.every((t) => t === expected) ? 1 : 0, '', exactly(1), summary.tags.join(', ')));
  const goals: Record<string, { goal: ReturnType<typeof atMost>; unit: string; scale: number }> = {
    TTFB: { goal: atMost(800), unit: 'ms', scale: 1 },
    FCP: { goal: atMost(1800), unit: 'ms', scale: 1 },
    LCP: { goal: atMost(2.0), unit: 's', scale: 1 / 1000 },
    CLS: { goal: atMost(0.02), unit: '', scale: 1 },
    INP: { goal: atMost(200), unit: 'ms', scale: 1 },
  };
  for (const v of summary.vitals) {
    const g = goals[v.name];
    if (!g) continue;
    record(figure(7, `rum.${v.name}`, `${v.name} p75 (field)`, v.p75 * g.scale, g.unit, g.goal, `p50 ${formatValue(v.p50 * g.scale, g.unit)}, n=${v.count}`));
  }
  const messages = [...new Set(summary.errors.map((e) => `${e.kind} on ${e.path}: ${e.message}`))].slice(0, 3).join(' | ');
  record(figure(7, 'rum.errors', 'client errors reported', summary.errors.length, '', exactly(0), messages));
}

/**
 * 8: a second portal, under Node's sampling profiler (--cpu-prof, which NODE_OPTIONS may not carry), in front
 * of the run's sandbox, while it serves ana's loan page at the throughput figure's concurrency, L = 0: the ten
 * frames that cost the most by their own time, per loan page, and the packages they belong to. The profile
 * stays in .data/bench/profile/ for Chrome's DevTools.
 */
async function profileFigures() {
  const dir = path.join(root, '.data', 'bench', 'profile');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (await portInUse(config.profilePort)) throw new Error(`port ${config.profilePort} is in use`);
  const at = `http://localhost:${config.profilePort}`;
  const addressSecret = (() => {
    try {
      return readFileSync(path.join(root, '.data', 'client-address-secret'), 'utf8').trim();
    } catch {
      return undefined;
    }
  })();
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const started = startGroup('portal-profile', process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, next, 'start', '-p', String(config.profilePort)], {
    ...process.env,
    LENDER_API_URL: sandbox,
    SESSION_SECRET: BENCH_SESSION_SECRET,
    ...(addressSecret ? { LENDER_CLIENT_ADDRESS_SECRET: addressSecret } : {}),
    RUM_COLLECTOR_URL: '',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  let requests = 0;
  try {
    await waitForUrl(`${at}/ui/auth`, started, 2 * 60_000);
    await setLatency(sandbox, 0);
    const ids = await personaIds(sandbox, 'ana@example.com');
    const cookie = await portalSignIn(at, 'ana@example.com');
    const url = at + loan({ ana: ids } as Record<Persona, PersonaIds>);
    await load(url, () => ({ headers: { cookie } }), config.concurrency, 3);
    requests = (await load(url, () => ({ headers: { cookie } }), config.concurrency, config.durationS)).ok;
  } finally {
    await stop(started.child);
  }
  const file = readdirSync(dir).find((name) => name.split('.')[3] === String(started.child.pid));
  if (!file || !requests) return record(notApplicable(8, 'profile', 'the portal under --cpu-prof', `no profile of the portal (pid ${started.child.pid}) in ${path.relative(root, dir)}`));
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
  const { total, frames, modules, gc } = selfTimes(profile, root);
  const perPage = (ms: number) => ms / requests;
  record(figure(8, 'profile.total', 'all work per page (start-up included)', perPage(total), 'ms', null, `${requests} loan pages in ${config.durationS} s; garbage collection ${perPage(gc).toFixed(2)} ms per page; ${path.relative(root, path.join(dir, file))}`));
  frames.slice(0, 10).forEach((f, i) => record(figure(8, `profile.frame.${i + 1}`, f.name.slice(0, 42), perPage(f.selfMs), 'ms', null, `${(f.share * 100).toFixed(1)}% — ${f.name}`)));
  modules.slice(0, 10).forEach((f, i) => record(figure(8, `profile.module.${i + 1}`, `package: ${f.name}`.slice(0, 42), perPage(f.selfMs), 'ms', null, `${(f.share * 100).toFixed(1)}% of the portal's own time`)));
}

// ── The run ───────────────────────────────────────────────────────────────────────────────────────────

async function probe(at: string, specs: RouteSpec[], ids: Record<Persona, PersonaIds>, cookies: Record<Persona, string>): Promise<Route[]> {
  const routes: Route[] = [];
  for (const spec of specs) {
    const url = at + spec.path(ids);
    const cookie = spec.persona ? cookies[spec.persona] : null;
    const t = await timed(url, cookie ? { headers: { cookie } } : {});
    const state = routeState(t.status, t.location);
    routes.push({ ...spec, url, cookie, ...state });
    log(`${spec.label.padEnd(22)} ${new URL(url).pathname} ${state.ok ? 'ok' : state.note}`);
  }
  return routes;
}

/** The personas' ids and portal cookies, and each route's URL and whether this build serves it. */
async function signedInRoutes(at: string, lender: string): Promise<Route[]> {
  const personas: Persona[] = ['ana', 'kim', 'jon', 'care'];
  const ids = Object.fromEntries(await Promise.all(personas.map(async (p) => [p, await personaIds(lender, `${p}@example.com`)] as const))) as Record<Persona, PersonaIds>;
  const cookies = Object.fromEntries(await Promise.all(personas.map(async (p) => [p, await portalSignIn(at, `${p}@example.com`, lender)] as const))) as Record<Persona, string>;
  return probe(at, ROUTES, ids, cookies);
}

/**
 * Figures 1 and 2 again with the portal's sandbox on PostgreSQL (BENCH_DATABASE_URL). PGlite runs one query
 * at a time in one thread, so a page's parallel lender calls queue behind each other inside the sandbox;
 * PostgreSQL serves them side by side, as a real lender API would. Both are printed: neither hides the other.
 */
async function onPostgres() {
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
  const pg = startPortal({ port: config.pgPort, sandboxPort: config.pgPortalSandboxPort, latencyMs: config.latencyMs, rumLogFile, databaseUrl: config.databaseUrl, label: 'portal-pg' });
  try {
    await waitForUrl(`${at}/ui/auth`, pg, 5 * 60_000);
    await waitForUrl(`${lender}/health`, pg, 60_000);
    // The same seed as the embedded run, whatever an earlier run left in this database.
    await sandboxJson(lender, 'POST', '/sandbox/reset');
    const target: Target = { suffix: '.pg', said: ' (PostgreSQL)', base: at, sandbox: lender, servers: pg, routes: await signedInRoutes(at, lender) };
    if (wanted('waterfall')) await waterfall(target);
    if (wanted('throughput')) await throughput(target);
  } finally {
    await stop(pg.child);
  }
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function chromiumVersion(): string | null {
  try {
    return execFileSync(config.chromium, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

async function main() {
  const startedAt = new Date();
  for (const port of [config.port, config.sandboxPort]) {
    if (await portInUse(port)) throw new Error(`port ${port} is already in use: set BENCH_PORT / BENCH_SANDBOX_PORT`);
  }
  rmSync(rumLogFile, { force: true });
  log(`starting the sandbox (L = ${config.latencyMs} ms) and the portal on ${base}; builds first when sources changed…`);
  const portal = startPortal({ port: config.port, sandboxPort: config.sandboxPort, latencyMs: config.latencyMs, rumLogFile });
  await waitForUrl(`${base}/ui/auth`, portal, 20 * 60_000);
  await waitForUrl(`${sandbox}/health`, portal, 60_000);
  const routes = await signedInRoutes(base, sandbox);
  const embedded: Target = { suffix: '', said: '', base, sandbox, servers: portal, routes };

  // With BENCH_DATABASE_URL, the sandbox on PostgreSQL comes first: it serves a page's parallel calls side by
  // side as a real lender API does (PGlite runs one query at a time), so its figures 1 and 2 are the headline.
  const onPg = () => step('postgres', 1, () => onPostgres(), wanted('waterfall') || wanted('throughput'));
  if (config.databaseUrl) await onPg();
  await step('waterfall', 1, () => waterfall(embedded));
  await step('throughput', 2, () => throughput(embedded));
  if (!config.databaseUrl) await onPg();
  await step('js', 3, () => javascript(routes));
  await step('lighthouse', 4, () => lighthouseFigures(routes));
  await step('growth', 5, () => growth(routes));
  await step('sandbox', 6, () => sandboxFigures());
  await step('rum', 7, () => rumFigures());
  await step('profile', 8, () => profileFigures());

  const counts = summarize(figures);
  const results = {
    started_at: startedAt.toISOString(),
    seconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    commit: gitCommit(),
    machine: { cpus: os.cpus().length, load_average: os.loadavg().map((l) => round(l, 2)), node: process.version, chromium: chromiumVersion() },
    config: { ...config, only: config.only ? [...config.only] : null, databaseUrl: config.databaseUrl ? '(set)' : null },
    routes: routes.map((r) => ({ key: r.key, path: new URL(r.url).pathname, measured: r.ok, note: r.note })),
    summary: counts,
    figures,
  };
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'results.json'), JSON.stringify(results, null, 2) + '\n');
  console.log(`\n${counts.PASS} pass, ${counts.FAIL} fail, ${counts['N/A']} not measurable in this build, ${counts.ERROR} errors, ${counts.INFO} for information — bench/results.json`);
  return counts.FAIL + counts.ERROR === 0 ? 0 : 1;
}

let exitCode = 1;
const interrupted = async () => {
  console.error('\n[bench] interrupted: stopping the servers');
  await stopAll();
  process.exit(130);
};
process.on('SIGINT', interrupted);
process.on('SIGTERM', interrupted);

main()
  .then((code) => {
    exitCode = code;
  })
  .catch((err) => {
    console.error('[bench] failed:', err instanceof Error ? err.message : err);
  })
  .finally(async () => {
    await stopAll();
    process.exit(exitCode);
  });
