import { AUTOPAY_MESSAGES, autopayCancelBy, autopayCancellable, autopayProblems, autopayTooLateMessage, loanIsPastDue, type AutopayAccount, type AutopayRequest } from './autopay';

const today = '2026-05-18';
const account: AutopayAccount = { monthlyPaymentCents: 18_750, payoffBalanceCents: 243_118, maxRecurringPaymentDate: '2026-06-17', customerOnProbation: false };
const good: AutopayRequest = { amountCents: 18_750, extraCents: 0, startDate: '2026-06-01', bankAccountId: 7, notes: '' };

describe('a set-up or change', () => {
  test.each<[string, Partial<AutopayRequest>, Partial<AutopayAccount>, boolean, object]>([
    ['the monthly payment, a date in the window', {}, {}, true, {}],
    ['more than the monthly payment, on the last day', { amountCents: 20_000, startDate: '2026-06-17' }, {}, true, {}],
    ['no amount', { amountCents: null }, {}, true, { amount: AUTOPAY_MESSAGES.amountRequired }],
    ['below the monthly payment', { amountCents: 18_749 }, {}, true, { amount: AUTOPAY_MESSAGES.belowMinimum }],
    ['a negative extra', { extraCents: -1 }, {}, true, { amount_extra: AUTOPAY_MESSAGES.extraInvalid }],
    ['the payoff balance exactly', { amountCents: 243_118 }, {}, false, {}],
    ['the payoff balance with the extra', { amountCents: 200_000, extraCents: 43_118 }, {}, false, {}],
    ['above the payoff balance', { amountCents: 500_000 }, {}, false, { amount: 'The monthly amount is greater than your payoff balance of $2,431.18' }],
    [
      'the extra above what is left of the payoff balance',
      { amountCents: 200_000, extraCents: 50_000 },
      {},
      false,
      { amount_extra: 'The monthly amount plus the extra amount must be at most your payoff balance of $2,431.18: the extra amount can be up to $431.18' },
    ],
    ['below the minimum with a large extra: the minimum only', { amountCents: 100, extraCents: 900_000 }, {}, true, { amount: AUTOPAY_MESSAGES.belowMinimum }],
    ['a start before today', { startDate: '2026-05-17' }, {}, true, { start_date: 'Start date must be between 05/18/2026 and 06/17/2026' }],
    ['a start after the window', { startDate: '2026-06-18' }, {}, true, { start_date: 'Start date must be between 05/18/2026 and 06/17/2026' }],
    ['no window at all', {}, { maxRecurringPaymentDate: null }, true, { start_date: 'Autopay cannot be scheduled for this loan right now' }],
    ['no bank account', { bankAccountId: null }, {}, true, { recurrable_id: AUTOPAY_MESSAGES.bankAccount }],
    ['on probation without a note', {}, { customerOnProbation: true }, true, { notes: AUTOPAY_MESSAGES.noteRequired }],
    ['on probation, a change without a note', {}, { customerOnProbation: true }, false, {}],
    ['on probation with a note', { notes: 'Paid by my employer' }, { customerOnProbation: true }, true, {}],
    ['a note of 501 characters', { notes: 'x'.repeat(501) }, {}, true, { notes: AUTOPAY_MESSAGES.notesTooLong }],
  ])('%s', (_, req, acct, isNew, problems) => {
    expect(autopayProblems({ ...good, ...req }, { ...account, ...acct }, today, isNew)).toEqual(problems);
  });

  test.each([
    [0, 0, false],
    [3, 0, true],
    [0, 1, true],
  ])('days past due %i, past-due balance %i cents: past due %s', (daysPastDue, pastDueBalanceCents, pastDue) => {
    expect(loanIsPastDue({ daysPastDue, pastDueBalanceCents })).toBe(pastDue);
  });
});

describe('cancelling: 72 hours notice, by 2 AM Mountain Time', () => {
  test.each([
    ['2026-06-04', '2026-06-01T08:00:00.000Z', 'summer: 2 AM MDT is 08:00 UTC'],
    ['2026-12-04', '2026-12-01T09:00:00.000Z', 'winter: 2 AM MST is 09:00 UTC'],
    ['2026-03-11', '2026-03-08T09:00:00.000Z', 'spring forward: 2 AM does not exist, the clocks jump at 09:00 UTC'],
  ])('a debit on %s: cancel before %s (%s)', (debit, deadline) => {
    expect(autopayCancelBy(debit).toISOString()).toBe(deadline);
    expect(autopayCancellable(debit, new Date(Date.parse(deadline) - 1))).toBe(true);
    expect(autopayCancellable(debit, new Date(deadline))).toBe(false);
  });

  test('the refusal', () => {
    expect(autopayTooLateMessage('2026-06-04')).toBe(
      'Autopay can no longer be cancelled before the debit on 06/04/2026: cancelling needs 72 hours notice (by 2:00 AM Mountain Time on 06/01/2026). Please call us at (800) 555-0199.',
    );
  });
});
