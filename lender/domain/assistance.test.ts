import { nextState, offerAddedInterestCents, offerFirstDueDate, offerProblem, scraProblems, scraRelief, sinceProblem } from './assistance';

const today = '2026-11-28';

describe('the states', () => {
  test.each([
    ['assistance', 'submitted', 'review', 'in_review'],
    ['assistance', 'in_review', 'review', null],
    ['assistance', 'submitted', 'offer', 'offer'],
    ['assistance', 'call_scheduled', 'offer', 'offer'],
    ['scra', 'submitted', 'offer', null],
    ['assistance', 'in_review', 'call', 'call_scheduled'],
    ['assistance', 'offer', 'call', null],
    ['assistance', 'in_review', 'refuse', 'closed'],
    ['scra', 'in_review', 'approve', 'accepted'],
    ['assistance', 'in_review', 'approve', null],
    ['assistance', 'offer', 'accept', 'accepted'],
    ['assistance', 'in_review', 'accept', null],
    ['assistance', 'accepted', 'accept', null],
    ['assistance', 'offer', 'decline', 'declined'],
    ['assistance', 'offer', 'withdraw', null],
    ['assistance', 'submitted', 'withdraw', 'withdrawn'],
    ['assistance', 'offer', 'close', 'closed'],
    ['assistance', 'submitted', 'close', null],
    ['assistance', 'closed', 'refuse', null],
  ] as const)('%s %s, %s → %s', (kind, state, move, to) => {
    expect(nextState(kind, state, move)).toBe(to);
  });
});

test.each([
  ['2026-11-28', null],
  ['2026-11-29', 'sinceFuture'],
  ['2024-11-27', 'sinceTooOld'],
])('since %s → %s', (since, problem) => {
  expect(sinceProblem(since, today)).toBe(problem);
});

test.each([
  [{ serviceStart: '2026-10-01', serviceEnd: null, loanMadeOn: '2025-01-01' }, {}],
  [{ serviceStart: '2026-12-01', serviceEnd: null, loanMadeOn: '2025-01-01' }, { service_start: 'serviceStartFuture' }],
  [{ serviceStart: '2024-10-01', serviceEnd: null, loanMadeOn: '2025-01-01' }, { service_start: 'afterService' }],
  [{ serviceStart: '2025-01-01', serviceEnd: null, loanMadeOn: '2025-01-01' }, { service_start: 'afterService' }],
  [{ serviceStart: '2025-06-01', serviceEnd: '2026-06-01', loanMadeOn: '2025-01-01' }, {}],
  [{ serviceStart: '2025-06-01', serviceEnd: '2026-05-31', loanMadeOn: '2025-01-01' }, { service_end: 'serviceEndLate' }],
  [{ serviceStart: '2025-06-01', serviceEnd: '2025-05-01', loanMadeOn: '2025-01-01' }, { service_end: 'serviceEnd' }],
])('SCRA dates %p → %p', (dates, problems) => {
  expect(scraProblems(dates, today)).toEqual(problems);
});

describe('offers', () => {
  test.each([
    [{ kind: 'later_due_date', days: 1 }, null],
    [{ kind: 'later_due_date', days: 30 }, null],
    [{ kind: 'later_due_date', days: 31 }, 'days'],
    [{ kind: 'later_due_date', days: 0 }, 'days'],
    [{ kind: 'later_due_date', days: 2.5 }, 'days'],
    [{ kind: 'later_due_date' }, 'days'],
    [{ kind: 'pause', months: 3 }, null],
    [{ kind: 'pause', months: 4 }, 'pauseMonths'],
    [{ kind: 'reduced_payment', months: 6, amountCents: 10_000 }, null],
    [{ kind: 'reduced_payment', months: 7, amountCents: 10_000 }, 'reducedMonths'],
    [{ kind: 'reduced_payment', months: 2, amountCents: 18_750 }, 'amount'],
    [{ kind: 'reduced_payment', months: 2, amountCents: 0 }, 'amount'],
    [{ kind: 'reduced_payment', months: 2 }, 'amount'],
  ] as const)('%p on a payment of $187.50 → %s', (terms, problem) => {
    expect(offerProblem(terms, 18_750)).toBe(problem);
  });

  const loan = { balanceCents: 365_000, aprBasisPoints: 1000, monthlyPaymentCents: 20_000, dueDate: '2026-12-05' };
  // The per-diem of $3,650.00 at 10%: $1.00 a day.
  test.each([
    [{ kind: 'later_due_date', days: 10 }, '2026-12-15', 1000],
    [{ kind: 'pause', months: 1 }, '2027-01-05', 3100],
    [{ kind: 'pause', months: 2 }, '2027-02-05', 6200],
    // $100 short a month at 10%: interest on $100, then on $200 ($0.83 + $1.67).
    [{ kind: 'reduced_payment', months: 2, amountCents: 10_000 }, '2026-12-05', 83 + 167],
  ] as const)('%p: first due %s, adds %d cents', (terms, first, cents) => {
    expect(offerFirstDueDate(terms, loan.dueDate)).toBe(first);
    expect(offerAddedInterestCents(terms, loan)).toBe(cents);
  });
});

describe('the SCRA rate cap', () => {
  test('at 6% or less there is nothing to cap', () => {
    expect(scraRelief({ balanceCents: 100_000, aprBasisPoints: 600, monthlyPaymentCents: 10_000 }, '2026-10-01', today)).toBeNull();
  });
  test('from the day service began: the per-diem above 6% forgiven for each day, the payment lowered by a month of it', () => {
    // $3,650.00 at 16%: per-diem $1.60; at 6% $0.60; $1.00 a day above the cap, for 58 days.
    const r = scraRelief({ balanceCents: 365_000, aprBasisPoints: 1600, monthlyPaymentCents: 20_000 }, '2026-10-01', today)!;
    expect(r).toEqual({ aprBefore: 1600, aprAfter: 600, effectiveFrom: '2026-10-01', forgivenCents: 5800, monthlyBefore: 20_000, monthlyAfter: 20_000 - (4867 - 1825) });
  });
  test('service that began after today forgives nothing yet', () => {
    expect(scraRelief({ balanceCents: 365_000, aprBasisPoints: 1600, monthlyPaymentCents: 20_000 }, '2026-12-01', today)!.forgivenCents).toBe(0);
  });
});
