import { atLeast, atMost, exactly, figure, formatGoal, GOALS, formatValue, meets, median, pairedRatio, percentile, ratio, routeState, summarize } from './stats';
import { parseRumLog, summarizeRum } from './rum';

describe('percentile', () => {
  it.each([
    [[5], 50, 5],
    [[1, 2, 3], 50, 2],
    [[4, 1, 3, 2], 50, 2.5],
    [[1, 2, 3, 4, 5], 0, 1],
    [[1, 2, 3, 4, 5], 100, 5],
    [[1, 2, 3, 4, 5], 75, 4],
    [Array.from({ length: 100 }, (_, i) => i + 1), 99, 99.01],
  ])('%p p%p = %p', (values, p, expected) => expect(percentile(values, p)).toBeCloseTo(expected, 6));

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    expect(median(values)).toBe(2);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses no values and a p outside 0–100', () => {
    expect(() => percentile([], 50)).toThrow();
    expect(() => percentile([1], 101)).toThrow();
    expect(() => percentile([1], Number.NaN)).toThrow();
  });
});

describe('goals', () => {
  it.each([
    [1.3, atMost(1.3), true],
    [1.31, atMost(1.3), false],
    [0.5, atLeast(0.5), true],
    [0.49, atLeast(0.5), false],
    [0, exactly(0), true],
    [1, exactly(0), false],
    [Number.NaN, atMost(1), false],
    [Number.POSITIVE_INFINITY, atLeast(1), false],
  ])('%p meets %p: %p', (value, goal, pass) => expect(meets(value, goal)).toBe(pass));

  it('ratio needs a positive denominator', () => {
    expect(ratio(130, 100)).toBeCloseTo(1.3);
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(1, Number.NaN)).toBeNull();
  });

  it('a figure passes, fails, or has no goal (INFO) or no value (N/A)', () => {
    expect(figure(1, 'w', 'loan', 1.1, '×', atMost(1.3)).status).toBe('PASS');
    expect(figure(1, 'w', 'loan', 1.4, '×', atMost(1.3)).status).toBe('FAIL');
    expect(figure(6, 's', 'p50', 12, 'ms', null).status).toBe('INFO');
    expect(figure(2, 't', 'rps', null, '×', atLeast(0.5)).status).toBe('N/A');
    expect(summarize([figure(1, 'a', 'a', 1, '', atMost(2)), figure(1, 'b', 'b', 3, '', atMost(2))])).toMatchObject({ PASS: 1, FAIL: 1 });
  });

  it('holds the goals the performance work set, printed beside each figure', () => {
    const printed = Object.fromEntries(Object.entries(GOALS).map(([key, goal]) => [key, formatGoal(goal, key === 'cls' ? '' : '×')]));
    expect(printed).toEqual({
      waterfall: 'goal ≤ 1.15×',
      portalCpu: 'goal ≤ 2×',
      firstLoadJs: 'goal ≤ 1.25×',
      lcp: 'goal ≤ 1.25×',
      tbt: 'goal ≤ 1.50×',
      cls: 'goal ≤ 0.020',
      growth: 'goal ≤ 2×',
      tracingCpu: 'goal ≤ 1.10×',
    });
    // Session 9's Account Preferences: 1.504 misses.
    expect(figure(4, 'lighthouse.preferences.tbt', 'TBT ÷ bare', 1.504, '×', GOALS.tbt).status).toBe('FAIL');
    expect(figure(1, 'waterfall.pg.loan', 'loan', 1.14, '×', GOALS.waterfall).status).toBe('PASS');
  });

  it('formats values and goals for the table', () => {
    expect(formatValue(1.234, '×')).toBe('1.23×');
    expect(formatValue(1234.5, 'ms')).toBe('1235 ms');
    expect(formatValue(0.004, '')).toBe('0.004');
    expect(formatValue(null, 'ms')).toBe('—');
    expect(formatGoal(atMost(1.3), '×')).toBe('goal ≤ 1.30×');
    expect(formatGoal(atLeast(95), '')).toBe('goal ≥ 95');
  });
});

describe('routeState', () => {
  it.each([
    [200, null, true, ''],
    [307, '/ui/customers/1/applications/2', false, 'redirects (307) to /ui/customers/1/applications/2: not in this build'],
    [404, null, false, 'answers 404: not in this build'],
    [500, null, false, 'answers 500'],
  ])('%p %p', (status, location, ok, note) => expect(routeState(status, location)).toEqual({ ok, note }));
});

describe('RUM log read-back', () => {
  const log = [
    { view_id: 'a', type: 'web-vital', name: 'LCP', value: 800, version: '1.98.0', environment: 'prod' },
    { view_id: 'a', type: 'web-vital', name: 'TTFB', value: 40, version: '1.98.0', environment: 'prod' },
    { view_id: 'b', type: 'web-vital', name: 'LCP', value: 1200, version: '1.98.0', environment: 'prod' },
    { view_id: 'b', type: 'error', kind: 'error', message: 'boom', path: '/ui/auth', version: '1.98.0', environment: 'prod' },
  ]
    .map((r) => JSON.stringify(r))
    .join('\n');

  it('groups vitals by name with p50 and p75, lists errors and tags, skips torn lines', () => {
    const summary = summarizeRum(parseRumLog(log + '\n{"view_id":"c","ty'));
    expect(summary.records).toBe(4);
    expect(summary.views).toBe(2);
    expect(summary.vitals).toEqual([
      { name: 'TTFB', count: 1, p50: 40, p75: 40 },
      { name: 'LCP', count: 2, p50: 1000, p75: 1100 },
    ]);
    expect(summary.errors).toEqual([{ kind: 'error', message: 'boom', path: '/ui/auth' }]);
    expect(summary.tags).toEqual(['1.98.0/prod']);
  });
});

describe('pairedRatio', () => {
  it('is the median of each round’s page ÷ bare, not the ratio of the medians', () => {
    // The host slows down in round 3: both runs of that round are slow, and the pair still says 1.1.
    expect(pairedRatio([1.1, 2.2, 4.4], [1, 2, 4])).toBeCloseTo(1.1);
    // Against the bare runs' median (2) the same page runs would read 1.1: here the rounds disagree.
    expect(pairedRatio([1.2, 2.2, 8.8], [1, 2, 4])).toBeCloseTo(1.2);
  });
  it('leaves out rounds without a positive bare run; none left is no figure', () => {
    expect(pairedRatio([3, 5, 7], [0, 5, 7])).toBeCloseTo(1);
    expect(pairedRatio([3, 5], [0, 0])).toBeNull();
    expect(pairedRatio([], [])).toBeNull();
    expect(pairedRatio([3, 5], [1])).toBeCloseTo(3);
  });
});
