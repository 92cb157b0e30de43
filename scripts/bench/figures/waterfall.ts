// Figure 1: no waterfalls, and why a page takes what it takes (its time split by the access lines, and the
// lender's CPU).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { newRequestId } from '../../../lib/common/request-id';
import type { BenchContext, Target } from '../context';
import { lenderExcess, postgresCpuSeconds, type CpuPerRequest } from '../cpu-split';
import { personaIds, sandboxToken, setLatency, timed } from '../http';
import { accessLines, loggedMedian, phasesOf } from '../phases';
import { BARE, headersOf, measurable, type Route } from '../routes';
import { cpuSeconds, groupProcesses } from '../servers';
import { figure, GOALS, median, notApplicable, ratio } from '../stats';

/**
 * 1: what a page adds to one lender call. Each page's median server time less the bare page's (the render
 * floor), over one lender call alone (L plus the sandbox's own work), all sampled interleaved: parallel calls
 * cost one call, so a page without waterfalls and without work queued behind its render comes out near 1.
 * The old figure (server time ÷ L) is kept beside it, for information.
 */
export async function waterfallFigures(ctx: BenchContext, t: Target) {
  const { config, record } = ctx;
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
  await phaseFigures(ctx, t, live, reqIds, call);
  await cpuFigures(ctx, t, pages, one, call);
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
async function phaseFigures({ record }: BenchContext, t: Target, live: Route[], reqIds: Map<string, string[]>, call: number) {
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
async function cpuFigures({ record }: BenchContext, t: Target, pages: { key: string; label: string; url: string; init: RequestInit }[], one: { url: string; init: RequestInit }, call: number) {
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
