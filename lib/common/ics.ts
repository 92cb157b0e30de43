// An iCalendar (RFC 5545) writer, pure: a published calendar of all-day events and events at a wall-clock
// time in the lender's time zone (America/Denver). Lines end in CRLF and are folded at 75 octets (never
// inside a UTF-8 character); text is escaped; every event has the UID its caller keeps stable and the
// DTSTAMP of the build. A timed event is written in local time with TZID=America/Denver and the zone's
// VTIMEZONE (its rules since 2007), so a calendar app places it at the right UTC offset on either side of
// a daylight-saving change; on the spring-forward day a time the clocks skip (2:00 AM) means the instant
// they jump, as RFC 5545 section 3.3.5 reads it.
import { LENDER_TIME_ZONE } from './dates';

export interface IcsAllDayEvent {
  kind: 'all-day';
  uid: string;
  /** yyyy-MM-dd: the event covers that calendar day. */
  date: string;
  summary: string;
  description?: string;
  url?: string;
}

export interface IcsTimedEvent {
  kind: 'timed';
  uid: string;
  /** yyyy-MM-dd and HH:mm, wall-clock time in America/Denver. */
  date: string;
  time: string;
  minutes: number;
  summary: string;
  description?: string;
  url?: string;
}

export type IcsEvent = IcsAllDayEvent | IcsTimedEvent;

export interface IcsCalendar {
  /** PRODID: -//Company//Product//EN */
  prodId: string;
  /** The calendar's name in a calendar app (X-WR-CALNAME). */
  name: string;
  /** How often a subscribed calendar app should read it again, in hours. */
  refreshHours?: number;
  events: IcsEvent[];
  /** DTSTAMP: when this calendar was written. */
  now: Date;
}

/** America/Denver since 2007: MDT from the second Sunday of March, MST from the first Sunday of November, both at 2:00 AM. */
export const DENVER_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${LENDER_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0600',
  'TZNAME:MDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0700',
  'TZNAME:MST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT as RFC 5545 section 3.3.11 writes it: backslash, semicolon, comma and newline escaped; other control characters dropped. */
export function escapeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (s: string) => encoder.encode(s).length;

/** One content line folded at 75 octets: each further line starts with a space (counted in its 75). */
export function foldLine(line: string): string {
  if (octets(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const n = octets(char);
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // the leading space of a continuation line is one of its 75 octets
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');

/** The next calendar day of a yyyy-MM-dd date (DTEND of an all-day event is exclusive). */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** DTSTAMP's form: yyyyMMddTHHmmssZ. */
export const utcStamp = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function eventLines(event: IcsEvent, stamp: string): string[] {
  const when =
    event.kind === 'all-day'
      ? [`DTSTART;VALUE=DATE:${compactDate(event.date)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`, 'TRANSP:TRANSPARENT']
      : [`DTSTART;TZID=${LENDER_TIME_ZONE}:${compactDate(event.date)}T${event.time.replace(':', '')}00`, `DURATION:PT${event.minutes}M`, 'TRANSP:TRANSPARENT'];
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    ...when,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

/** The calendar as text: CRLF line ends, folded lines, the VTIMEZONE only when a timed event needs it. */
export function buildIcs(calendar: IcsCalendar): string {
  const stamp = utcStamp(calendar.now);
  const timed = calendar.events.some((e) => e.kind === 'timed');
  const refresh = calendar.refreshHours ?? 6;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${LENDER_TIME_ZONE}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${refresh}H`,
    `X-PUBLISHED-TTL:PT${refresh}H`,
    ...(timed ? DENVER_VTIMEZONE : []),
    ...calendar.events.flatMap((e) => eventLines(e, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
