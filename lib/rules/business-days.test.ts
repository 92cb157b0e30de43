import {
  canCancelScheduledPayment,
  cancelRefusedMessage,
  federalHolidays,
  isBusinessDay,
  lastCancelDay,
  previousBusinessDay,
} from './business-days';

describe('federal holidays (Federal Reserve observance)', () => {
  it('lists the eleven holidays of 2026 on the days banks close', () => {
    expect([...federalHolidays(2026)].sort()).toEqual([
      '2026-01-01', // New Year's Day (Thu)
      '2026-01-19', // MLK Day, 3rd Monday
      '2026-02-16', // Washington's Birthday, 3rd Monday
      '2026-05-25', // Memorial Day, last Monday
      '2026-06-19', // Juneteenth (Fri)
      '2026-07-04', // Independence Day falls on a Saturday: not moved
      '2026-09-07', // Labor Day
      '2026-10-12', // Columbus Day
      '2026-11-11', // Veterans Day
      '2026-11-26', // Thanksgiving, 4th Thursday
      '2026-12-25', // Christmas
    ]);
  });

  it('moves a Sunday holiday to the Monday after', () => {
    // 2027-07-04 and 2022-12-25 are Sundays.
    expect(federalHolidays(2027).has('2027-07-05')).toBe(true);
    expect(federalHolidays(2022).has('2022-12-26')).toBe(true);
  });
});

describe('business days', () => {
  it.each([
    ['2026-03-09', true], // Monday
    ['2026-03-13', true], // Friday
    ['2026-03-14', false], // Saturday
    ['2026-03-15', false], // Sunday
    ['2026-11-26', false], // Thanksgiving
    ['2026-11-27', true], // the Friday after
  ])('%s → %s', (day, business) => {
    expect(isBusinessDay(day)).toBe(business);
  });

  it('steps back over weekends and holidays', () => {
    expect(previousBusinessDay('2026-03-10')).toBe('2026-03-09'); // Tue → Mon
    expect(previousBusinessDay('2026-03-09')).toBe('2026-03-06'); // Mon → Fri
    expect(previousBusinessDay('2026-03-15')).toBe('2026-03-13'); // Sun → Fri
    expect(previousBusinessDay('2026-01-20')).toBe('2026-01-16'); // Tue after MLK Day → Fri
    expect(previousBusinessDay('2026-01-02')).toBe('2025-12-31'); // over New Year's Day
  });
});

describe('cancelling a scheduled payment: up to one business day before its date', () => {
  it.each([
    // payment date, today, may cancel
    ['2026-03-11', '2026-03-10', true], // Wed payment: Tuesday is the last day
    ['2026-03-11', '2026-03-11', false], // the payment day itself
    ['2026-03-11', '2026-03-05', true],
    ['2026-03-16', '2026-03-13', true], // Mon payment: Friday is the last day
    ['2026-03-16', '2026-03-14', false], // … not the Saturday
    ['2026-03-16', '2026-03-15', false], // … nor the Sunday
    ['2026-01-20', '2026-01-16', true], // Tue after MLK Day: the Friday before
    ['2026-01-20', '2026-01-19', false], // the holiday is not a business day
    ['2026-03-14', '2026-03-13', true], // Saturday payment: Friday
  ])('payment %s, today %s → %s', (date, today, ok) => {
    expect(canCancelScheduledPayment(date, today)).toBe(ok);
  });

  it('names the last day in the refusal', () => {
    expect(lastCancelDay('2026-03-16')).toBe('2026-03-13');
    expect(cancelRefusedMessage('2026-03-16')).toBe(
      'Scheduled payments can be cancelled up to one business day before their date. The last day to cancel this payment was 03/13/2026.',
    );
  });
});
