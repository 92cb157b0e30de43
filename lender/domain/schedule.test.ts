import { addMonthsIso, comingInstallments, MAX_INSTALLMENTS, monthlyInterestCents, repaymentSchedule, type ScheduleInputs } from './schedule';

const base: ScheduleInputs = { balanceCents: 100_000, monthlyPaymentCents: 30_000, aprBasisPoints: 1200, nextDueDate: '2026-01-31', past: [], late: null };

describe('monthlyInterestCents: a twelfth of the APR on the balance, to the cent', () => {
  it.each([
    [100_000, 1200, 1000],
    [243_118, 2499, 5063],
    [50, 1200, 1],
    [49, 1200, 0],
    [0, 2499, 0],
  ])('%i cents at %i bps → %i', (balance, apr, interest) => {
    expect(monthlyInterestCents(balance, apr)).toBe(interest);
  });
});

describe('repaymentSchedule', () => {
  it('amortizes the payoff balance: the monthly payment each month, the last what is left', () => {
    const rows = repaymentSchedule(base);
    expect(rows.map((r) => [r.dueDate, r.amountCents, r.principalCents, r.interestCents, r.balanceAfterCents, r.status])).toEqual([
      ['2026-01-31', 30_000, 29_000, 1000, 71_000, 'due'],
      ['2026-02-28', 30_000, 29_290, 710, 41_710, 'scheduled'],
      ['2026-03-31', 30_000, 29_583, 417, 12_127, 'scheduled'],
      ['2026-04-30', 12_248, 12_127, 121, 0, 'scheduled'],
    ]);
    expect(rows.reduce((sum, r) => sum + (r.principalCents ?? 0), 0)).toBe(base.balanceCents);
  });

  it('puts the history first (paid, returned), then the missed installment, numbered from 1', () => {
    const rows = repaymentSchedule({
      ...base,
      past: [
        { date: '2025-12-31', amountCents: 30_000, returned: true },
        { date: '2025-11-30', amountCents: 30_000, returned: false },
      ],
      late: { date: '2026-01-02', amountCents: 30_000 },
    });
    expect(rows.slice(0, 4).map((r) => [r.number, r.dueDate, r.status, r.principalCents])).toEqual([
      [1, '2025-11-30', 'paid', null],
      [2, '2025-12-31', 'returned', null],
      [3, '2026-01-02', 'late', null],
      [4, '2026-01-31', 'due', 29_000],
    ]);
  });

  it.each([
    ['no next due date', { nextDueDate: null }],
    ['nothing owed', { balanceCents: 0 }],
  ])('nothing is coming with %s', (_, change) => {
    expect(repaymentSchedule({ ...base, ...change })).toEqual([]);
  });

  it('a payment that never covers the interest still ends the table', () => {
    expect(repaymentSchedule({ ...base, monthlyPaymentCents: 500 })).toHaveLength(MAX_INSTALLMENTS);
  });

  it('84 installments of a seven-year loan', () => {
    const rows = repaymentSchedule({ ...base, balanceCents: 1_200_000, monthlyPaymentCents: 20_541, aprBasisPoints: 1099 });
    expect(rows).toHaveLength(84);
    expect(rows.at(-1)!.balanceAfterCents).toBe(0);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-08', 1, '2026-04-08'],
    ['2026-10-31', 1, '2026-11-30'],
  ])('%s plus %i month is %s', (from, months, to) => {
    expect(addMonthsIso(from, months)).toBe(to);
  });
});

describe('comingInstallments: the next ones still to pay, as the whole schedule numbers them, from a count of the history', () => {
  const past = [
    { date: '2025-10-31', amountCents: 30_000, returned: false },
    { date: '2025-11-30', amountCents: 30_000, returned: true },
    { date: '2025-12-31', amountCents: 30_000, returned: false },
  ];
  it.each([
    ['a new loan, the next three', { ...base }, 3],
    ['after three payments, one returned', { ...base, past }, 3],
    ['past due: numbered after the late row', { ...base, past, late: { date: '2026-01-20', amountCents: 30_000 } }, 3],
    ['more asked than there are', { ...base, past }, 12],
    ['one', { ...base, past }, 1],
    ['paid off: none', { ...base, past, balanceCents: 0 }, 3],
    ['a smaller-payments plan', { ...base, monthlyPaymentCents: 10_000, reduced: { fromDate: '2026-02-28', count: 2, amountCents: 5_000 } }, 4],
  ] as [string, ScheduleInputs, number][])('%s', (_, inputs, count) => {
    const whole = repaymentSchedule(inputs).filter((r) => r.status === 'due' || r.status === 'scheduled').slice(0, count);
    expect(comingInstallments(inputs, inputs.past.length, count)).toEqual(whole);
  });
});
