import { englishRules as en } from '@/lib/testing/intl';
import { lenderToday } from './dates';
import { checkPaymentDate, isIsoDay, paymentDateError, paymentDateNote } from './payment-date';

const limits = { today: '2026-03-10', maxDate: '2026-04-09' };

describe('paymentDateError: not before today, not after max_single_payment_date', () => {
  it.each([
    ['', 'Choose a payment date'],
    ['03/10/2026', 'Choose a payment date'],
    ['2026-02-30', 'Choose a payment date'],
    ['2026-03-09', 'The payment date cannot be before today (03/10/2026)'],
    ['2026-03-10', null],
    ['2026-03-25', null],
    ['2026-04-09', null],
    ['2026-04-10', 'The payment date cannot be after 04/09/2026'],
  ])('%j → %j', (date, error) => {
    expect(paymentDateError(date, limits, en)).toBe(error);
  });

  it('without a max_single_payment_date only today may be chosen', () => {
    expect(paymentDateError('2026-03-10', { today: '2026-03-10', maxDate: null }, en)).toBeNull();
    expect(paymentDateError('2026-03-11', { today: '2026-03-10', maxDate: null }, en)).toBe('The payment date cannot be after 03/10/2026');
  });
});

describe("today is the lender's (Mountain Time), not UTC's nor the browser's", () => {
  // 2026-03-11 05:30 UTC is still 03/10 23:30 in Denver (MDT, UTC-6, since March 8).
  const lateEvening = new Date('2026-03-11T05:30:00Z');
  // 06:00 UTC is midnight in Denver: the 11th has begun.
  const midnight = new Date('2026-03-11T06:00:00Z');

  it('on the evening of the 10th (already the 11th in UTC) the 10th is still payable', () => {
    const today = lenderToday(lateEvening);
    expect(today).toBe('2026-03-10');
    expect(paymentDateError('2026-03-10', { today, maxDate: '2026-04-09' }, en)).toBeNull();
  });

  it('from midnight Mountain Time the 10th is in the past', () => {
    const today = lenderToday(midnight);
    expect(today).toBe('2026-03-11');
    expect(paymentDateError('2026-03-10', { today, maxDate: '2026-04-09' }, en)).toBe('The payment date cannot be before today (03/11/2026)');
  });

  it('in winter the boundary is 07:00 UTC (MST, UTC-7)', () => {
    expect(lenderToday(new Date('2026-01-15T06:59:59Z'))).toBe('2026-01-14');
    expect(paymentDateError('2026-01-14', { today: lenderToday(new Date('2026-01-15T06:59:59Z')), maxDate: null }, en)).toBeNull();
    expect(paymentDateError('2026-01-14', { today: lenderToday(new Date('2026-01-15T07:00:00Z')), maxDate: null }, en)).not.toBeNull();
  });
});

describe('date hints', () => {
  it('a date after the due date will be late; on or before it satisfies the due date', () => {
    expect(paymentDateNote('2026-03-21', '2026-03-20', en)).toBe('This date is after your due date of 03/20/2026, so your payment will be late.');
    expect(paymentDateNote('2026-03-20', '2026-03-20', en)).toBe('This date satisfies your due date of 03/20/2026.');
    expect(paymentDateNote('2026-03-12', '2026-03-20', en)).toBe('This date satisfies your due date of 03/20/2026.');
  });

  it('no hint without a due date or a date', () => {
    expect(paymentDateNote('2026-03-12', null, en)).toBeNull();
    expect(paymentDateNote('', '2026-03-20', en)).toBeNull();
  });

  it('checkPaymentDate gives the error or the hint, never both', () => {
    expect(checkPaymentDate('2026-03-09', { ...limits, dueDate: '2026-03-20' }, en)).toEqual({
      error: 'The payment date cannot be before today (03/10/2026)',
      note: null,
    });
    expect(checkPaymentDate('2026-03-22', { ...limits, dueDate: '2026-03-20' }, en).note).toMatch(/late/);
  });

  it('isIsoDay knows real calendar days', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
  });
});
