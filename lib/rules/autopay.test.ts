import { englishRules as en } from '@/lib/testing/intl';
import { autopayCancelDeadline, autopayErrors, canCancelAutopay, isPastDue, autopayAuthorizationText, startDateMessage } from './autopay';

const ctx = { isNew: true, onProbation: false, monthlyPaymentCents: 18750, payoffCents: 243118, today: '2026-11-22', maxDate: '2027-01-21' };
const good = { amountCents: 18750, extraCents: null, startDate: '2026-12-01', bankAccountId: 7, notes: '' };

describe('autopay limits', () => {
  it('accepts the monthly payment exactly', () => expect(autopayErrors(good, ctx, en)).toEqual({}));
  it.each([
    [{ amountCents: 18749 }, 'amount', 'Less than minimum monthly payment'],
    [{ amountCents: null }, 'amount', 'Enter a monthly amount'],
    [{ extraCents: -1 }, 'amount_extra', 'The extra amount cannot be negative'],
    [{ amountCents: 500000 }, 'amount', 'The monthly amount is greater than your payoff balance of $2,431.18'],
    [{ amountCents: 243119 }, 'amount', 'The monthly amount is greater than your payoff balance of $2,431.18'],
    [{ amountCents: 200000, extraCents: 43119 }, 'amount_extra', 'The monthly amount plus the extra amount must be at most your payoff balance of $2,431.18: the extra amount can be up to $431.18'],
    [{ amountCents: 243118, extraCents: 1 }, 'amount_extra', 'The monthly amount plus the extra amount must be at most your payoff balance of $2,431.18: the extra amount can be up to $0.00'],
    [{ startDate: '2026-11-21' }, 'start_date', startDateMessage('2026-11-22', '2027-01-21', en)],
    [{ startDate: '2027-01-22' }, 'start_date', startDateMessage('2026-11-22', '2027-01-21', en)],
    [{ startDate: 'soon' }, 'start_date', startDateMessage('2026-11-22', '2027-01-21', en)],
    [{ bankAccountId: null }, 'recurrable_id', 'Please choose a bank account'],
  ] as const)('%j → %s', (patch, field, message) => {
    expect(autopayErrors({ ...good, ...patch }, ctx, en)).toEqual({ [field]: message });
  });
  it('takes a debit of the payoff balance exactly, the monthly amount alone or with the extra amount', () => {
    expect(autopayErrors({ ...good, amountCents: 243118 }, ctx, en)).toEqual({});
    expect(autopayErrors({ ...good, amountCents: 200000, extraCents: 43118 }, ctx, en)).toEqual({});
  });
  it('names only the monthly amount when it is below the minimum, whatever the extra amount', () => {
    expect(autopayErrors({ ...good, amountCents: 100, extraCents: 900000 }, ctx, en)).toEqual({ amount: 'Less than minimum monthly payment' });
  });
  it('takes today and the last allowed date as start dates', () => {
    expect(autopayErrors({ ...good, startDate: '2026-11-22' }, ctx, en)).toEqual({});
    expect(autopayErrors({ ...good, startDate: '2027-01-21' }, ctx, en)).toEqual({});
  });
  it('refuses any start date without a max_recurring_payment_date', () => {
    expect(autopayErrors(good, { ...ctx, maxDate: null }, en).start_date).toBe('Autopay cannot be scheduled for this loan right now');
  });
  it('needs a note for a new setup on payment probation only', () => {
    expect(autopayErrors(good, { ...ctx, onProbation: true }, en).notes).toBe('Please write a note: you are on payment probation');
    expect(autopayErrors({ ...good, notes: 'Paid by my employer' }, { ...ctx, onProbation: true }, en)).toEqual({});
    expect(autopayErrors(good, { ...ctx, onProbation: true, isNew: false }, en)).toEqual({});
  });
  it('calls a loan with days or a balance past due past due', () => {
    expect(isPastDue({ daysPastDue: 0, pastDueBalanceCents: 0 })).toBe(false);
    expect(isPastDue({ daysPastDue: 12, pastDueBalanceCents: 15600 })).toBe(true);
    expect(isPastDue({ daysPastDue: 0, pastDueBalanceCents: 1 })).toBe(true);
  });
});

describe('the autopay cancellation cut-off (72 hours, 2 AM Mountain Time)', () => {
  it('is 2 AM MDT (08:00 UTC) three days before a summer debit', () => {
    expect(autopayCancelDeadline('2026-07-15').toISOString()).toBe('2026-07-12T08:00:00.000Z');
  });
  it('is 2 AM MST (09:00 UTC) three days before a winter debit', () => {
    expect(autopayCancelDeadline('2026-12-15').toISOString()).toBe('2026-12-12T09:00:00.000Z');
  });
  it('keeps the wall-clock hour on the fall-back day (Nov 1 2026: 2 AM MST = 09:00 UTC)', () => {
    // The debit on Nov 4; the last day is Nov 1, when clocks fall back from 2 AM MDT to 1 AM MST.
    expect(autopayCancelDeadline('2026-11-04').toISOString()).toBe('2026-11-01T09:00:00.000Z');
    expect(canCancelAutopay('2026-11-04', new Date('2026-11-01T08:30:00Z'))).toBe(true); // 1:30 AM MST
    expect(canCancelAutopay('2026-11-04', new Date('2026-11-01T09:00:00Z'))).toBe(false); // 2:00 AM MST
  });
  it('a debit spanning the fall-back change: 73 real hours of notice are still the same wall-clock rule', () => {
    // Oct 31 2 AM MDT would be 08:00 UTC; the rule for a Nov 3 debit is Oct 31 at 2 AM MDT.
    expect(autopayCancelDeadline('2026-11-03').toISOString()).toBe('2026-10-31T08:00:00.000Z');
  });
  it('on the spring-forward day (Mar 8 2026, no 2 AM) is the moment clocks jump: 09:00 UTC', () => {
    expect(autopayCancelDeadline('2026-03-11').toISOString()).toBe('2026-03-08T09:00:00.000Z');
    expect(canCancelAutopay('2026-03-11', new Date('2026-03-08T08:59:59Z'))).toBe(true); // 1:59:59 AM MST
    expect(canCancelAutopay('2026-03-11', new Date('2026-03-08T09:00:00Z'))).toBe(false); // 3:00 AM MDT
  });
  it('allows a cancellation days ahead and refuses one on the debit day', () => {
    expect(canCancelAutopay('2026-12-15', new Date('2026-12-01T12:00:00Z'))).toBe(true);
    expect(canCancelAutopay('2026-12-15', new Date('2026-12-12T08:59:00Z'))).toBe(true); // 1:59 AM MST same day
    expect(canCancelAutopay('2026-12-15', new Date('2026-12-12T09:01:00Z'))).toBe(false);
    expect(canCancelAutopay('2026-12-15', new Date('2026-12-15T06:00:00Z'))).toBe(false);
  });
});

describe('the recurring ACH authorization', () => {
  it('names the amount, the day of the month, the account and how to cancel', () => {
    const text = autopayAuthorizationText({ totalCents: 20000, startDate: '2026-12-03', accountLast4: '6789' }, en).join(' ');
    expect(text).toContain('$200.00');
    expect(text).toContain('the 3rd day of each month');
    expect(text).toContain('ending in 6789');
    expect(text).toContain('72 hours notice');
    expect(text).toContain('2:00 AM Mountain Time');
  });
});
