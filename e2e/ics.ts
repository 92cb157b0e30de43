// A small iCalendar (RFC 5545) reader for the tests, written apart from the portal's writer so the two can
// disagree: it unfolds lines, reads each property's parameters and value, unescapes text, and places a
// local time of a VTIMEZONE at its UTC instant from the zone's own rules (yearly BYMONTH/BYDAY ones), the
// way a calendar app does. It also says what is wrong with a file's lines (ends, lengths).

export interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface Component {
  name: string;
  props: Property[];
  children: Component[];
}

/** What breaks RFC 5545's lines: a bare LF or CR, a line over 75 octets, a missing final CRLF. */
export function lineProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('no CRLF at the end');
  if (/[^\r]\n/.test(text) || /\r(?!\n)/.test(text)) problems.push('a line ends without CRLF');
  for (const line of text.split('\r\n')) if (Buffer.byteLength(line, 'utf8') > 75) problems.push(`over 75 octets: ${line.slice(0, 30)}…`);
  return problems;
}

export const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

export const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

function property(line: string): Property {
  // The name and parameters end at the first colon outside a quoted parameter value.
  let quoted = false;
  let at = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    if (line[i] === ':' && !quoted) {
      at = i;
      break;
    }
  }
  const [name = '', ...params] = line.slice(0, at).split(';');
  return { name: name.toUpperCase(), params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])), value: line.slice(at + 1) };
}

export function parseIcs(text: string): Component {
  const root: Component = { name: 'ROOT', props: [], children: [] };
  const stack = [root];
  for (const line of unfold(text).split('\r\n').filter(Boolean)) {
    const prop = property(line);
    const top = stack.at(-1)!;
    if (prop.name === 'BEGIN') {
      const child = { name: prop.value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (prop.name === 'END') {
      if (top.name !== prop.value) throw new Error(`END:${prop.value} closes ${top.name}`);
      stack.pop();
    } else top.props.push(prop);
  }
  if (stack.length !== 1) throw new Error('a component is not closed');
  const [calendar] = root.children;
  if (!calendar || calendar.name !== 'VCALENDAR') throw new Error('no VCALENDAR');
  return calendar;
}

export const prop = (c: Component, name: string) => c.props.find((p) => p.name === name);
export const text = (c: Component, name: string) => {
  const p = prop(c, name);
  return p ? unescapeText(p.value) : undefined;
};
export const events = (calendar: Component) => calendar.children.filter((c) => c.name === 'VEVENT');

const offsetMinutes = (value: string) => (value.startsWith('-') ? -1 : 1) * (Number(value.slice(1, 3)) * 60 + Number(value.slice(3, 5)));
const DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** A yearly rule's day in `year` (BYMONTH with BYDAY=nXX, n from 1), as minutes of a UTC-based clock, at the DTSTART's time. */
function onsetLocal(year: number, rule: string, start: string): number {
  const fields = Object.fromEntries(rule.split(';').map((f) => f.split('=') as [string, string]));
  const month = Number(fields.BYMONTH) - 1;
  const [, n, day] = /^(\d)([A-Z]{2})$/.exec(fields.BYDAY!)!;
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const date = 1 + ((DAYS.indexOf(day!) - first + 7) % 7) + (Number(n) - 1) * 7;
  return Date.UTC(year, month, date, Number(start.slice(9, 11)), Number(start.slice(11, 13))) / 60000;
}

/**
 * The UTC instant of a local date-time (yyyyMMddTHHmmss) in the calendar's VTIMEZONE of `tzid`: daylight
 * from its onset until the standard onset; a time in the spring gap takes the offset before the gap, a time
 * in the autumn overlap its first occurrence (RFC 5545 section 3.3.5).
 */
export function zonedToUtc(calendar: Component, tzid: string, local: string): Date {
  const zone = calendar.children.find((c) => c.name === 'VTIMEZONE' && prop(c, 'TZID')?.value === tzid);
  if (!zone) throw new Error(`no VTIMEZONE ${tzid}`);
  const daylight = zone.children.find((c) => c.name === 'DAYLIGHT')!;
  const standard = zone.children.find((c) => c.name === 'STANDARD')!;
  const year = Number(local.slice(0, 4));
  const minutes = Date.UTC(year, Number(local.slice(4, 6)) - 1, Number(local.slice(6, 8)), Number(local.slice(9, 11)), Number(local.slice(11, 13))) / 60000;
  const stdOffset = offsetMinutes(prop(standard, 'TZOFFSETTO')!.value);
  const dstOffset = offsetMinutes(prop(daylight, 'TZOFFSETTO')!.value);
  const dstFrom = onsetLocal(year, prop(daylight, 'RRULE')!.value, prop(daylight, 'DTSTART')!.value) + (dstOffset - stdOffset);
  const dstUntil = onsetLocal(year, prop(standard, 'RRULE')!.value, prop(standard, 'DTSTART')!.value);
  const offset = minutes >= dstFrom && minutes < dstUntil ? dstOffset : stdOffset;
  return new Date((minutes - offset) * 60000);
}
