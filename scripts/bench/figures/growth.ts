// Figure 5: growth, the loan and history pages as ana's loan gathers payments and statements.
import type { BenchContext, Target } from '../context';
import { sample, sandboxJson, setLatency } from '../http';
import { BARE, headersOf, measurable } from '../routes';
import { figure, GOALS, notApplicable, ratio } from '../stats';

/** 5: loan and history pages with 10 … 10,000 payments and statements on ana's loan. */
export async function growthFigures({ config, record, log }: BenchContext, t: Target) {
  await setLatency(t.sandbox, 0);
  const targets = measurable(t.routes, 'growth');
  for (const r of targets.filter((r) => !r.ok)) record(notApplicable(5, `growth.${r.key}`, r.label, r.note));
  const live = targets.filter((r) => r.ok);
  if (!live.length) return;
  type Seeded = { payments: number; statements: number };
  let counts = await sandboxJson<Seeded>(t.sandbox, 'POST', '/sandbox/bench/seed', { email: 'ana@example.com', payments: 0, statements: 0 });
  const medians = new Map<string, { n: number; ms: number; kb: number; bare: number }[]>(live.map((r) => [r.key, []]));
  for (const n of config.growthSteps) {
    const started = Date.now();
    counts = await sandboxJson<Seeded>(t.sandbox, 'POST', '/sandbox/bench/seed', {
      email: 'ana@example.com',
      payments: Math.max(0, n - counts.payments),
      statements: Math.max(0, n - counts.statements),
    });
    log(`growth: ${counts.payments} payments and ${counts.statements} statements (seeded in ${Date.now() - started} ms)`);
    // The bare page beside each step tells a slower page from a busier machine.
    const floor = await sample(t.base + BARE, {}, config.samples);
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
