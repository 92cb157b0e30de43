import { lastQuoteDate, payoffOnDateCents, payoffQuote, perDiemCents, quoteDateProblem } from './payoff-quote';

describe('perDiemCents: balance × APR ÷ 365, to the cent', () => {
  it.each([
    // balance, APR bps, per-diem: 243,118 × 2,499 ÷ 3,650,000 = 166.45… → 166
    [243_118, 2499, 166],
    [100_000, 3650, 100],
    // exactly half a cent rounds up (73 × 25,000 = 1,825,000: 0.5), just under it down
    [73, 25_000, 1],
    [72, 25_000, 0],
    [0, 2499, 0],
    [1, 2499, 0],
    [1_000_000, 0, 0],
    [5_000_000, 2999, 4108],
  ])('%i cents at %i bps → %i cents a day', (balance, apr, perDiem) => {
    expect(perDiemCents(balance, apr)).toBe(perDiem);
  });
});

describe('payoffQuote: today plus a per-diem for each day', () => {
  it.each([
    ['2026-05-18', 243_118, 0],
    ['2026-05-19', 243_284, 1],
    ['2026-05-28', 243_118 + 1660, 10],
    ['2026-06-17', 243_118 + 166 * 30, 30],
  ])('paid off on %s: %i cents (%i days of interest)', (date, payoff) => {
    const quote = payoffQuote(243_118, 2499, '2026-05-18', date);
    expect(quote).toEqual({ payoffDate: date, payoffCents: payoff, balanceTodayCents: 243_118, perDiemCents: 166, goodThrough: date });
  });

  it('across the change to daylight time the days are calendar days (March 8, 2026)', () => {
    expect(payoffQuote(100_000, 3650, '2026-03-07', '2026-03-09').payoffCents).toBe(100_200);
  });
});

describe('quoteDateProblem: from today, at most 30 days ahead, never after the last payment date', () => {
  const today = '2026-05-18';
  it.each([
    ['', '2026-07-01', 'dateRequired'],
    ['05/20/2026', '2026-07-01', 'dateRequired'],
    ['2026-02-30', '2026-07-01', 'dateRequired'],
    ['2026-05-17', '2026-07-01', 'beforeToday'],
    ['2026-05-18', '2026-07-01', null],
    ['2026-06-17', '2026-07-01', null],
    ['2026-06-18', '2026-07-01', 'afterLast'],
    ['2026-05-25', '2026-05-25', null],
    ['2026-05-26', '2026-05-25', 'afterLast'],
    ['2026-05-18', null, null],
    ['2026-05-19', null, 'afterLast'],
  ])('%j with last payment date %j → %j', (date, max, problem) => {
    expect(quoteDateProblem(date, today, max)).toBe(problem);
  });

  it('the last date is the earlier of 30 days and the last payment date', () => {
    expect(lastQuoteDate(today, '2026-12-31')).toBe('2026-06-17');
    expect(lastQuoteDate(today, '2026-05-20')).toBe('2026-05-20');
    expect(lastQuoteDate(today, null)).toBe(today);
  });
});

describe("payoffOnDateCents: a payment's cap is the payoff on its day", () => {
  it.each([
    // today, a day ahead, ten days ahead (a quote's amount), a day before today (today's payoff)
    ['2026-05-18', 243_118],
    ['2026-05-19', 243_118 + 166],
    ['2026-05-28', 243_118 + 1660],
    ['2026-05-17', 243_118],
  ])('paid on %s: at most %i cents', (date, cap) => expect(payoffOnDateCents(243_118, 2499, '2026-05-18', date)).toBe(cap));
});
