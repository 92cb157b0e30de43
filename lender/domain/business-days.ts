// The lender's banking calendar: the days the Federal Reserve settles ACH debits. Weekends and the
// Federal Reserve holidays are closed; a holiday on a Sunday is observed the Monday after, one on a
// Saturday is not moved (the Fed stays open the Friday before). The lender's side of spec 000 section 9:
// "scheduled payments can be cancelled up to one business day before". Dates are yyyy-MM-dd calendar dates
// in Mountain Time.
import { addDays, formatDate } from '../../lib/common/dates';

const DAY_MS = 86_400_000;

/** A calendar date as a UTC midnight Date (weekday arithmetic without time zones). */
const utc = (date: string) => new Date(`${date}T00:00:00.000Z`);
const text = (d: Date) => d.toISOString().substring(0, 10);

/** The n-th `weekday` (0 Sunday … 6 Saturday) of a month (1-12); n = 'last' for the month's last one. */
function weekdayOfMonth(year: number, month: number, weekday: number, n: number | 'last'): string {
  if (n === 'last') {
    const last = new Date(Date.UTC(year, month, 0));
    const back = (last.getUTCDay() - weekday + 7) % 7;
    return text(new Date(last.getTime() - back * DAY_MS));
  }
  const first = new Date(Date.UTC(year, month - 1, 1));
  const ahead = (weekday - first.getUTCDay() + 7) % 7;
  return text(new Date(first.getTime() + (ahead + 7 * (n - 1)) * DAY_MS));
}

/** A fixed-date holiday as the Fed observes it: Sunday → Monday; Saturday stays (the Fed is open Friday). */
function observed(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  return text(d.getUTCDay() === 0 ? new Date(d.getTime() + DAY_MS) : d);
}

/** The Federal Reserve's bank holidays of a year, as the days the lender's bank is closed. */
export function bankHolidays(year: number): string[] {
  return [
    observed(year, 1, 1), // New Year's Day
    weekdayOfMonth(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.: third Monday of January
    weekdayOfMonth(year, 2, 1, 3), // Washington's Birthday: third Monday of February
    weekdayOfMonth(year, 5, 1, 'last'), // Memorial Day: last Monday of May
    observed(year, 6, 19), // Juneteenth
    observed(year, 7, 4), // Independence Day
    weekdayOfMonth(year, 9, 1, 1), // Labor Day: first Monday of September
    weekdayOfMonth(year, 10, 1, 2), // Columbus Day: second Monday of October
    observed(year, 11, 11), // Veterans Day
    weekdayOfMonth(year, 11, 4, 4), // Thanksgiving Day: fourth Thursday of November
    observed(year, 12, 25), // Christmas Day
  ].sort();
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

function holidaySet(year: number): ReadonlySet<string> {
  let set = holidaysByYear.get(year);
  if (!set) holidaysByYear.set(year, (set = new Set(bankHolidays(year))));
  return set;
}

export function isBankBusinessDay(date: string): boolean {
  const weekday = utc(date).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidaySet(Number(date.substring(0, 4))).has(date);
}

/** The last day a payment scheduled for `paymentDate` may still be cancelled: the business day before it. */
export function cancelDeadlineDay(paymentDate: string): string {
  let day = addDays(paymentDate, -1);
  while (!isBankBusinessDay(day)) day = addDays(day, -1);
  return day;
}

/** On `today` (Mountain Time), may the payment scheduled for `paymentDate` still be cancelled? */
export const scheduledPaymentCancellable = (paymentDate: string, today: string) => today <= cancelDeadlineDay(paymentDate);

/** The lender's answer when a cancellation comes too late. */
export const tooLateToCancelMessage = (paymentDate: string) =>
  `Scheduled payments can be cancelled up to one business day before their date. The last day to cancel this payment was ${formatDate(cancelDeadlineDay(paymentDate))}.`;
