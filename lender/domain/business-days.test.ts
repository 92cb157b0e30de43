import { bankHolidays, cancelDeadlineDay, isBankBusinessDay, scheduledPaymentCancellable, tooLateToCancelMessage } from './business-days';

describe('the Federal Reserve holidays', () => {
  test('2025, as the Fed publishes them', () => {
    expect(bankHolidays(2025)).toEqual([
      '2025-01-01', '2025-01-20', '2025-02-17', '2025-05-26', '2025-06-19', '2025-07-04',
      '2025-09-01', '2025-10-13', '2025-11-11', '2025-11-27', '2025-12-25',
    ]);
  });

  test.each([
    ['2022-06-19', false, 'Juneteenth on a Sunday'],
    ['2022-06-20', false, 'is observed on the Monday'],
    ['2026-07-04', false, 'Independence Day on a Saturday'],
    ['2026-07-03', true, 'is not moved to the Friday'],
    ['2028-11-23', false, 'Thanksgiving, the fourth Thursday'],
    ['2026-05-25', false, 'Memorial Day, the last Monday of May'],
    ['2026-05-18', true, 'an ordinary Monday'],
    ['2026-05-23', false, 'a Saturday'],
  ])('%s is a business day: %s (%s)', (date, expected) => {
    expect(isBankBusinessDay(date)).toBe(expected);
  });
});

describe('cancelling a scheduled payment', () => {
  test.each([
    ['2026-05-21', '2026-05-20', 'Thursday → Wednesday'],
    ['2026-05-18', '2026-05-15', 'Monday → the Friday before'],
    ['2026-05-26', '2026-05-22', 'Tuesday after Memorial Day → Friday'],
    ['2026-01-02', '2025-12-31', 'after New Year’s Day'],
  ])('a payment on %s can be cancelled until %s (%s)', (paymentDate, lastDay) => {
    expect(cancelDeadlineDay(paymentDate)).toBe(lastDay);
    expect(scheduledPaymentCancellable(paymentDate, lastDay)).toBe(true);
    expect(scheduledPaymentCancellable(paymentDate, paymentDate)).toBe(false);
  });

  test('the refusal names the last day, MM/dd/yyyy', () => {
    expect(tooLateToCancelMessage('2026-05-26')).toBe(
      'Scheduled payments can be cancelled up to one business day before their date. The last day to cancel this payment was 05/22/2026.',
    );
  });
});
