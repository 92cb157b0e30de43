// Figure 4: Lighthouse's mobile preset on each page against the bare page of the same round.
import type { BenchContext, Target } from '../context';
import { startLighthouse, type LighthouseScores } from '../lighthouse';
import { BARE, measurable } from '../routes';
import { atLeast, atMost, failed, figure, GOALS, median, notApplicable, pairedRatio, roundRatios } from '../stats';

/**
 * 4: Lighthouse's mobile preset on each page, in rounds: each round runs the bare page, then every page once.
 * Its throttling scales with the host's CPU (one host gave the bare page a TBT of 69 ms, another
 * 988 ms) and a shared host's speed drifts over the minutes a run takes, so each page's LCP and TBT are held
 * against the bare page's run of the same round, and the median of those ratios is the figure
 * (stats.pairedRatio). The absolute medians, the old goals and the host's benchmark index are printed beside them.
 */
export async function lighthouseFigures({ config, record }: BenchContext, t: Target) {
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
  const targets = measurable(t.routes, 'lighthouse');
  for (const r of targets.filter((r) => !r.ok)) record(notApplicable(4, `lighthouse.${r.key}`, r.label, r.note));
  const live = targets.filter((r) => r.ok);
  const bare: LighthouseScores[] = [];
  // Each page's run of round i sits at index i, beside bare[i]; a page that fails once is measured no more.
  const runsOf = new Map<string, LighthouseScores[]>(live.map((r) => [r.key, []]));
  const failures = new Map<string, string>();
  for (let i = 0; i < config.lighthouseRuns; i++) {
    try {
      bare.push(await once({ url: t.base + BARE, cookie: null }));
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
