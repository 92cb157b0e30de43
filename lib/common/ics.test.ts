// The iCalendar writer: lines (CRLF, folded at 75 octets without splitting a character), text escaping,
// the calendar's fixed properties, all-day events (DTEND the next day) and timed ones in America/Denver with
// its VTIMEZONE, read back by the tests' own reader (e2e/ics.ts).
import { buildIcs, escapeText, foldLine, utcStamp, type IcsEvent } from './ics';
import { events, lineProblems, parseIcs, prop, text, unfold } from '../../e2e/ics';

const NOW = new Date('2027-03-01T15:04:05.678Z');
const build = (events: IcsEvent[]) => buildIcs({ prodId: '-//Test//Cal//EN', name: 'Loan payments', events, now: NOW });

describe('escapeText', () => {
  test.each([
    ['plain', 'plain'],
    ['a, b; c', 'a\\, b\\; c'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
    ['crlf\r\nline', 'crlf\\nline'],
    ['bell\u0007 tab\t', 'bell tab'],
    ['Préstamo: $1,234.56', 'Préstamo: $1\\,234.56'],
  ])('%j → %j', (input, out) => expect(escapeText(input)).toBe(out));
});

describe('foldLine', () => {
  const octets = (s: string) => Buffer.byteLength(s, 'utf8');
  test.each([
    ['short', 'SUMMARY:short'],
    ['exactly 75', `SUMMARY:${'x'.repeat(67)}`],
    ['76 ASCII', `SUMMARY:${'x'.repeat(68)}`],
    ['long ASCII', `DESCRIPTION:${'abc '.repeat(60)}`],
    ['accents across the fold', `DESCRIPTION:${'ñá'.repeat(80)}`],
    ['emoji', `DESCRIPTION:${'💸'.repeat(40)}`],
  ])('%s: every line at most 75 octets, unfolding gives the line back', (_, line) => {
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });
});

describe('buildIcs', () => {
  const allDay: IcsEvent = { kind: 'all-day', uid: 'due-7-2027-03-14@portal.test', date: '2027-03-14', summary: 'Loan payment due: $1,234.56', description: 'Line one\nLine two; with, commas', url: 'https://portal.test/ui/x' };
  const timed: IcsEvent = { kind: 'timed', uid: 'cutoff@portal.test', date: '2027-11-07', time: '02:00', minutes: 15, summary: 'Cut-off' };

  test('a calendar of valid lines with the fixed properties', () => {
    const ics = build([allDay]);
    expect(lineProblems(ics)).toEqual([]);
    const cal = parseIcs(ics);
    expect(prop(cal, 'VERSION')?.value).toBe('2.0');
    expect(prop(cal, 'PRODID')?.value).toBe('-//Test//Cal//EN');
    expect(prop(cal, 'METHOD')?.value).toBe('PUBLISH');
    expect(prop(cal, 'CALSCALE')?.value).toBe('GREGORIAN');
    expect(text(cal, 'X-WR-CALNAME')).toBe('Loan payments');
  });

  test('an all-day event: DATE values, the next day as its exclusive end, escaped text, the stamp in UTC', () => {
    const [event] = events(parseIcs(build([allDay])));
    expect(prop(event!, 'UID')?.value).toBe('due-7-2027-03-14@portal.test');
    expect(prop(event!, 'DTSTAMP')?.value).toBe('20270301T150405Z');
    expect(prop(event!, 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20270314' });
    expect(prop(event!, 'DTEND')).toEqual({ name: 'DTEND', params: { VALUE: 'DATE' }, value: '20270315' });
    expect(text(event!, 'SUMMARY')).toBe('Loan payment due: $1,234.56');
    expect(text(event!, 'DESCRIPTION')).toBe('Line one\nLine two; with, commas');
    expect(prop(event!, 'URL')?.value).toBe('https://portal.test/ui/x');
  });

  test.each([
    ['the last day of a month', '2027-04-30', '20270501'],
    ['the last day of a year', '2027-12-31', '20280101'],
    ['a leap day', '2028-02-29', '20280301'],
  ])('an all-day event on %s ends the next day', (_, date, end) => {
    const [event] = events(parseIcs(build([{ ...allDay, date }])));
    expect(prop(event!, 'DTEND')?.value).toBe(end);
  });

  test('the VTIMEZONE of America/Denver only when a timed event needs it', () => {
    expect(build([allDay])).not.toContain('VTIMEZONE');
    const cal = parseIcs(build([allDay, timed]));
    const zones = cal.children.filter((c) => c.name === 'VTIMEZONE');
    expect(zones.map((z) => prop(z, 'TZID')?.value)).toEqual(['America/Denver']);
    const [, event] = events(cal);
    expect(prop(event!, 'DTSTART')).toEqual({ name: 'DTSTART', params: { TZID: 'America/Denver' }, value: '20271107T020000' });
    expect(prop(event!, 'DURATION')?.value).toBe('PT15M');
  });

  test('utcStamp', () => expect(utcStamp(new Date('2027-11-07T09:00:00.000Z'))).toBe('20271107T090000Z'));
});
