// Calendar dates of the lender: "today", business days and cut-offs are computed in Mountain Time.
// Written on the runtime's own Intl and UTC arithmetic rather than date-fns: these helpers run in the browser
// too (upload, review, texts and payment controls), where date-fns' format and time-zone modules were about
// 7 KB gzip of every such page.

export const LENDER_TIME_ZONE = 'America/Denver';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// The Intl formatter is built on first use, not when the module loads: the first one a page builds loads the
// runtime's locale data, a long task in the middle of hydration on a phone (e2e/no-intl-on-load.spec.ts).
let mountainClockFormat: Intl.DateTimeFormat | undefined;

/** A yyyy-MM-dd date as UTC midnight's milliseconds; a RangeError for anything else or a day the calendar lacks. */
function utcDay(isoDate: string): number {
  const m = ISO_DATE.exec(isoDate);
  // setUTCFullYear, not Date.UTC, which reads years 0 to 99 as 1900 to 1999: a date field being typed passes
  // through 0002-12-12 on its way to 2026-12-12.
  const ms = m ? new Date(0).setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  // 2026-02-30 rolls over to March: a date that does not come back the same is not in the calendar.
  if (!m || isoOf(ms) !== isoDate) throw new RangeError(`Invalid date: ${isoDate}`);
  return ms;
}

/** yyyy-MM-dd of the given instant in Mountain Time. */
export function lenderToday(now: Date = new Date()): string {
  return isoOf(mountainClock(now.getTime()));
}

/** Denver's wall clock at `ms`, to the second, read as if it were UTC (so that it less `ms` is the offset then). */
function mountainClock(ms: number): number {
  mountainClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: LENDER_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  });
  const parts = mountainClockFormat.formatToParts(ms);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
}

/**
 * The instant it is `hour`:00 in Mountain Time on the yyyy-MM-dd `isoDate`. When the clocks skip that hour
 * (spring forward), the instant they jump: 2:00 AM MST, which reads 3:00 AM MDT.
 */
export function lenderWallTime(isoDate: string, hour: number): Date {
  const wall = utcDay(isoDate) + hour * 60 * 60 * 1000;
  // The offset an hour either side of the change differs; try both, keep the one whose clock reads `hour`.
  const before = wall - (mountainClock(wall) - wall);
  const after = wall - (mountainClock(before) - before);
  const candidates = [before, after].filter((t) => mountainClock(t) === wall);
  return new Date(candidates.length ? Math.min(...candidates) : Math.max(before, after));
}

/** 'MM/dd/yyyy h:mm AM' of an instant on the clock in Denver (without the zone's name). */
export function formatLenderTime(isoInstant: string): string {
  const ms = new Date(isoInstant).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Invalid time: ${isoInstant}`);
  const wall = new Date(mountainClock(ms));
  const hour = wall.getUTCHours();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(isoOf(wall.getTime()))} ${hour % 12 || 12}:${pad(wall.getUTCMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Adds calendar days to a yyyy-MM-dd date. */
export function addDays(isoDate: string, days: number): string {
  return isoOf(utcDay(isoDate) + days * DAY_MS);
}

/** Calendar days from `from` to `to` (both yyyy-MM-dd); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** The calendar date of a yyyy-MM-dd date, or of an instant (…T…Z) as it falls in Mountain Time. */
export function calendarDate(value: string): string {
  return value.length > 10 ? lenderToday(new Date(value)) : value;
}

/** MM/dd/yyyy, the on-screen date format. */
export function formatDate(value: string): string {
  const day = calendarDate(value);
  utcDay(day); // the RangeError of a date that is not in the calendar, as before
  return `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * 'MMMM d, yyyy', used for promises to pay; in Spanish 'd de MMMM de yyyy', from the runtime's own Intl data
 * (no locale file in the browser's bundle). English needs no Intl: promises' lines render while a page hydrates.
 */
export function formatLongDate(value: string, locale: string = 'en-US'): string {
  const day = calendarDate(value);
  const ms = utcDay(day);
  if (locale === 'en-US') return `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(ms);
}
