import { nextInstallments, toPayoffQuoteView, toScheduleView } from './schedule';

const row = (number: number, status: 'paid' | 'late' | 'returned' | 'due' | 'scheduled') => ({
  number,
  due_date: `2026-0${number}-15`,
  amount: 187.5,
  principal: status === 'paid' ? null : 130,
  interest: status === 'paid' ? null : 57.5,
  balance_after: status === 'paid' ? null : 1000 - number,
  status,
});

describe('toScheduleView', () => {
  it('reshapes every installment', () => {
    expect(toScheduleView({ apr: 24.99, installments: [row(1, 'paid'), row(2, 'due')] })).toEqual({
      apr: 24.99,
      installments: [
        { number: 1, dueDate: '2026-01-15', amount: 187.5, principal: null, interest: null, balanceAfter: null, status: 'paid' },
        { number: 2, dueDate: '2026-02-15', amount: 187.5, principal: 130, interest: 57.5, balanceAfter: 998, status: 'due' },
      ],
    });
  });

  it.each([
    [['paid', 'returned', 'late', 'due', 'scheduled', 'scheduled', 'scheduled'], [4, 5, 6]],
    [['paid', 'due'], [2]],
    [['paid', 'paid'], []],
  ] as const)('the next three of %j are %j', (statuses, numbers) => {
    const view = toScheduleView({ apr: 10, installments: statuses.map((s, i) => row(i + 1, s)) });
    expect(nextInstallments(view).map((i) => i.number)).toEqual(numbers);
  });
});

describe('toPayoffQuoteView', () => {
  it('reshapes the quote', () => {
    expect(toPayoffQuoteView({ payoff_date: '2026-05-28', payoff_amount: 2447.78, payoff_balance_today: 2431.18, per_diem: 1.66, good_through: '2026-05-28' })).toEqual({
      date: '2026-05-28', amount: 2447.78, balanceToday: 2431.18, perDiem: 1.66, goodThrough: '2026-05-28',
    });
  });
});
