// Business days of the lender (Mountain Time calendar dates): weekdays that are not US federal
// holidays as the Federal Reserve observes them (a Sunday holiday moves to Monday; a Saturday one does
// not move). Scheduled payments can be cancelled up to one business day before their date.
import { addDays, formatDate } from './dates';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
/** 0 Sunday … 6 Saturday, of a yyyy-MM-dd calendar date. */
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The n-th (1-based) given weekday of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n > 0) {
    const first = weekday(iso(year, month, 1));
    return iso(year, month, 1 + ((day - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekday(iso(year, month, lastDay));
  return iso(year, month, lastDay - ((last - day + 7) % 7));
}

const cache = new Map<number, Set<string>>();

/** The Federal Reserve's holidays of a year, on the days the banks are closed. */
export function federalHolidays(year: number): Set<string> {
  const hit = cache.get(year);
  if (hit) return hit;
  const fixed = [iso(year, 1, 1), iso(year, 6, 19), iso(year, 7, 4), iso(year, 11, 11), iso(year, 12, 25)]
    // A holiday on a Sunday is observed on the Monday after.
    .map((d) => (weekday(d) === 0 ? addDays(d, 1) : d));
  const floating = [
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
  ];
  const days = new Set([...fixed, ...floating]);
  cache.set(year, days);
  return days;
}

export function isBusinessDay(date: string): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  return !federalHolidays(Number(date.slice(0, 4))).has(date);
}

/** The last business day strictly before `date`. */
export function previousBusinessDay(date: string): string {
  let d = addDays(date, -1);
  while (!isBusinessDay(d)) d = addDays(d, -1);
  return d;
}

/** The last day (inclusive, Mountain Time) on which a payment scheduled for `paymentDate` can be cancelled. */
export const lastCancelDay = (paymentDate: string) => previousBusinessDay(paymentDate);

export const canCancelScheduledPayment = (paymentDate: string, today: string) => today <= lastCancelDay(paymentDate);

export const cancelRefusedMessage = (paymentDate: string) =>
  `Scheduled payments can be cancelled up to one business day before their date. The last day to cancel this payment was ${formatDate(lastCancelDay(paymentDate))}.`;
