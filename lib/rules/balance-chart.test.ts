import { balanceSeries, chartCoordinates, chartOmittedReason, formatMonth } from './balance-chart';

describe('balanceSeries', () => {
  it('falls from the original amount to the payoff balance, shared out by what was paid each month', () => {
    const points = balanceSeries(100_000, 40_000, [
      { month: '2025-01', paidCents: 10_000 },
      { month: '2025-02', paidCents: 10_000 },
      { month: '2025-04', paidCents: 20_000 },
    ]);
    expect(points).toEqual([
      { month: '2024-12', balanceCents: 100_000 },
      { month: '2025-01', balanceCents: 85_000 },
      { month: '2025-02', balanceCents: 70_000 },
      { month: '2025-04', balanceCents: 40_000 },
    ]);
  });

  it('ends at zero for a paid-off loan and starts the month before the first payment across a year end', () => {
    const points = balanceSeries(120_000, 0, [{ month: '2025-01', paidCents: 50_000 }, { month: '2025-02', paidCents: 80_000 }]);
    expect(points[0]).toEqual({ month: '2024-12', balanceCents: 120_000 });
    expect(points.at(-1)).toEqual({ month: '2025-02', balanceCents: 0 });
  });

  it.each([
    ['no payments', []],
    ['only months with nothing paid', [{ month: '2025-01', paidCents: 0 }]],
  ])('has no points with %s', (_label, months) => {
    expect(balanceSeries(100_000, 90_000, months)).toEqual([]);
  });
});

describe('chartOmittedReason', () => {
  it.each([
    { settled: false, sold: false, shown: true },
    { settled: true, sold: false, shown: false },
    { settled: false, sold: true, shown: false },
    { settled: true, sold: true, shown: false },
  ])('settled $settled, sold $sold: chart shown $shown', ({ settled, sold, shown }) => {
    const reason = chartOmittedReason({ charge_off_settled: settled, sold_off: sold });
    expect(reason === null).toBe(shown);
    if (settled) expect(reason).toBe('settled');
    else if (sold) expect(reason).toBe('sold');
  });
});

describe('chartCoordinates', () => {
  const box = { width: 200, height: 100, left: 0, right: 0, top: 0, bottom: 0 };
  it('puts the first month left, the last right, the highest balance at the top and zero at the bottom', () => {
    const xy = chartCoordinates(
      [
        { month: '2025-01', balanceCents: 1000 },
        { month: '2025-03', balanceCents: 500 },
        { month: '2025-05', balanceCents: 0 },
      ],
      box,
    );
    expect(xy).toEqual([{ x: 0, y: 0 }, { x: 100, y: 50 }, { x: 200, y: 100 }]);
  });

  it('keeps inside the margins', () => {
    const xy = chartCoordinates([{ month: '2025-01', balanceCents: 10 }, { month: '2026-01', balanceCents: 10 }], { ...box, left: 40, right: 10, top: 5, bottom: 20 });
    expect(xy).toEqual([{ x: 40, y: 5 }, { x: 190, y: 5 }]);
  });

  it('formats months', () => {
    expect(formatMonth('2025-03')).toBe('Mar 2025');
    expect(formatMonth('2025-03', 'es-US')).toBe('mar 2025');
  });
});
