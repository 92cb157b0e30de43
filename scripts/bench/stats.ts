// Pure helpers of the benchmark: percentiles, goals and the figures it prints and writes.

/** The p-th percentile (0–100) by linear interpolation between closest ranks. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile ${p} is not within 0–100`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export const median = (values: readonly number[]) => percentile(values, 50);

export interface Goal {
  op: '<=' | '>=' | '==';
  limit: number;
}

export const atMost = (limit: number): Goal => ({ op: '<=', limit });
export const atLeast = (limit: number): Goal => ({ op: '>=', limit });
export const exactly = (limit: number): Goal => ({ op: '==', limit });

/**
 * The figures' goals in one place: figure 1, (page − bare
 * page) server time ÷ one lender call; 2, the portal's CPU per loan page ÷ per bare page; 3, first-load JavaScript ÷
 * the bare page's; 4, Lighthouse's LCP and TBT ÷ the bare page's of the same round, and CLS; 5, growth.
 */
export const GOALS = {
  waterfall: atMost(1.15),
  portalCpu: atMost(2.0),
  firstLoadJs: atMost(1.25),
  lcp: atMost(1.25),
  tbt: atMost(1.5),
  cls: atMost(0.02),
  growth: atMost(2),
  tracingCpu: atMost(1.1),
} as const;

export function meets(value: number, goal: Goal): boolean {
  if (!Number.isFinite(value)) return false;
  switch (goal.op) {
    case '<=':
      return value <= goal.limit;
    case '>=':
      return value >= goal.limit;
    case '==':
      return value === goal.limit;
  }
}

/** a ÷ b, or null when b is not a positive number (a ratio against nothing is not a figure). */
export function ratio(a: number, b: number): number | null {
  return Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : null;
}

/** Each round's page run ÷ the bare page's run of the same round; null where the bare run is not a positive number. */
export function roundRatios(pages: readonly number[], bares: readonly number[]): (number | null)[] {
  return pages.map((page, i) => ratio(page, bares[i] ?? Number.NaN));
}

/**
 * The median of round-by-round ratios (roundRatios). A host whose speed drifts during a run (Lighthouse's
 * throttling scales with it) moves both runs of a round alike, so the pairs cancel what a bare page measured
 * once, minutes before, would not. Rounds without a positive bare run are left out; null when none is left.
 */
export function pairedRatio(pages: readonly number[], bares: readonly number[]): number | null {
  const ratios = roundRatios(pages, bares).filter((r): r is number => r !== null);
  return ratios.length ? median(ratios) : null;
}

export type Status = 'PASS' | 'FAIL' | 'N/A' | 'INFO' | 'ERROR';

export interface Figure {
  /** 1–8, as printed. */
  group: number;
  /** e.g. "waterfall.loan" */
  id: string;
  label: string;
  value: number | null;
  unit: string;
  goal: Goal | null;
  status: Status;
  detail: string;
}

export function figure(group: number, id: string, label: string, value: number | null, unit: string, goal: Goal | null, detail = ''): Figure {
  const status: Status = goal === null ? 'INFO' : value === null ? 'N/A' : meets(value, goal) ? 'PASS' : 'FAIL';
  return { group, id, label, value, unit, goal, status, detail };
}

export const notApplicable = (group: number, id: string, label: string, detail: string): Figure =>
  ({ group, id, label, value: null, unit: '', goal: null, status: 'N/A', detail });

export const failed = (group: number, id: string, label: string, detail: string): Figure =>
  ({ group, id, label, value: null, unit: '', goal: null, status: 'ERROR', detail });

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function formatValue(value: number | null, unit: string): string {
  if (value === null) return '—';
  const digits = Number.isInteger(value) ? 0 : Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : Math.abs(value) >= 0.1 ? 2 : 3;
  const text = value.toFixed(digits);
  return unit ? (unit === '×' ? `${text}×` : `${text} ${unit}`) : text;
}

export function formatGoal(goal: Goal | null, unit: string): string {
  if (!goal) return '';
  const sign = goal.op === '<=' ? '≤' : goal.op === '>=' ? '≥' : '=';
  return `goal ${sign} ${formatValue(goal.limit, unit)}`;
}

/** How a route answered the probe: measurable, or why not. */
export function routeState(status: number, location: string | null): { ok: boolean; note: string } {
  if (status === 200) return { ok: true, note: '' };
  if (status >= 300 && status < 400) return { ok: false, note: `redirects (${status}) to ${location ?? '?'}: not in this build` };
  if (status === 404) return { ok: false, note: 'answers 404: not in this build' };
  return { ok: false, note: `answers ${status}` };
}

export function summarize(figures: readonly Figure[]): Record<Status, number> {
  const counts: Record<Status, number> = { PASS: 0, FAIL: 0, 'N/A': 0, INFO: 0, ERROR: 0 };
  for (const f of figures) counts[f.status] += 1;
  return counts;
}
