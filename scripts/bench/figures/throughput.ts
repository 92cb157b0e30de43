// Figure 2: the portal's own CPU per loan page against its CPU per bare page.
import type { BenchContext, Target } from '../context';
import { load, setLatency } from '../http';
import { BARE, headersOf } from '../routes';
import { cpuSeconds, groupProcesses, type Started } from '../servers';
import { figure, GOALS, notApplicable, ratio } from '../stats';

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
export async function throughputFigures({ config, record }: BenchContext, t: Target) {
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
