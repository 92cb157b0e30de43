// Calendar dates of the lender: "today", business days and cut-offs are computed in Mountain Time.
import { TZDate } from '@date-fns/tz';
import { addDays as addDaysFns, differenceInCalendarDays, format, parseISO } from 'date-fns';

export const LENDER_TIME_ZONE = 'America/Denver';

/** yyyy-MM-dd of the given instant in Mountain Time. */
export function lenderToday(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), LENDER_TIME_ZONE), 'yyyy-MM-dd');
}

/** Adds calendar days to a yyyy-MM-dd date. */
export function addDays(isoDate: string, days: number): string {
  return format(addDaysFns(parseISO(isoDate), days), 'yyyy-MM-dd');
}

/** Calendar days from `from` to `to` (both yyyy-MM-dd); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/** The calendar date of a yyyy-MM-dd date, or of an instant (…T…Z) as it falls in Mountain Time. */
export function calendarDate(value: string): string {
  return value.length > 10 ? lenderToday(new Date(value)) : value;
}

/** MM/dd/yyyy, the on-screen date format. */
export function formatDate(value: string): string {
  return format(parseISO(calendarDate(value)), 'MM/dd/yyyy');
}

/**
 * 'MMMM d, yyyy', used for promises to pay; in Spanish 'd de MMMM de yyyy', from the runtime's
 * own Intl data (no locale file in the browser's bundle).
 */
export function formatLongDate(value: string, locale: string = 'en-US'): string {
  const day = calendarDate(value);
  if (locale === 'en-US') return format(parseISO(day), 'MMMM d, yyyy');
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
