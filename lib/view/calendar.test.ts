// The calendar file of due dates, read back by the tests' own reader (e2e/ics.ts): due dates and payments
// as all-day events on their day, the autopay cut-off at 2:00 AM Mountain Time placed at the right UTC
// instant on both sides of the March and November daylight-saving changes (the reader works the instant out
// from the file's own VTIMEZONE, and it must agree with the autopay rule and with the table), stable UIDs,
// nothing before today, both languages.
import { createTranslator } from 'next-intl';
import en from '@/messages/en-US';
import es from '@/messages/es-US';
import type { CalendarLoan } from '../contract/calendar';
import { autopayCancelDeadline } from '../rules/autopay';
import { calendarFile, loanEvents, type CalendarTranslator } from './calendar';
import { events, lineProblems, parseIcs, prop, text, zonedToUtc } from '../../e2e/ics';

const words = (locale: 'en-US' | 'es-US'): CalendarTranslator => {
  const t = createTranslator({ locale, messages: locale === 'es-US' ? es : en, namespace: 'calendar.events' });
  return (key, values) => t(key, values);
};
const base = { t: words('en-US'), host: 'portal.test', loanUrl: (l: CalendarLoan) => `https://portal.test/ui/loans/${l.application_id}`, now: new Date('2027-03-01T12:00:00Z') };
const file = (loan: CalendarLoan, today: string, locale: 'en-US' | 'es-US' = 'en-US') =>
  calendarFile({ ...base, t: words(locale), name: 'Loan payments', loans: [loan], today });
const loan = (over: Partial<CalendarLoan> = {}): CalendarLoan => ({ application_id: 7, customer_id: 2, due_dates: [], payments: [], ...over });

describe('the autopay cut-off across daylight-saving changes (2027: March 14, November 7)', () => {
  test.each([
    ['the day before spring forward (MST)', '2027-03-16', '20270313T020000', '2027-03-13T09:00:00.000Z'],
    ['spring forward: 2:00 AM does not exist, the instant the clocks jump', '2027-03-17', '20270314T020000', '2027-03-14T09:00:00.000Z'],
    ['the day after spring forward (MDT)', '2027-03-18', '20270315T020000', '2027-03-15T08:00:00.000Z'],
    ['the day before fall back (MDT)', '2027-11-09', '20271106T020000', '2027-11-06T08:00:00.000Z'],
    ['fall back: 2:00 AM MST, once', '2027-11-10', '20271107T020000', '2027-11-07T09:00:00.000Z'],
    ['the day after fall back (MST)', '2027-11-11', '20271108T020000', '2027-11-08T09:00:00.000Z'],
    ['midwinter', '2028-01-20', '20280117T020000', '2028-01-17T09:00:00.000Z'],
    ['midsummer', '2027-07-20', '20270717T020000', '2027-07-17T08:00:00.000Z'],
  ])('%s: debit %s, cut-off %s local = %s', (_, debit, local, utc) => {
    const ics = file(loan({ payments: [{ kind: 'autopay', id: 3, date: debit, amount: 187.5 }] }), '2027-03-01');
    expect(lineProblems(ics)).toEqual([]);
    const cal = parseIcs(ics);
    const cutoff = events(cal).find((e) => prop(e, 'UID')?.value === `autopay-cutoff-7-${debit}@portal.test`)!;
    const start = prop(cutoff, 'DTSTART')!;
    expect(start).toEqual({ name: 'DTSTART', params: { TZID: 'America/Denver' }, value: local });
    const instant = zonedToUtc(cal, 'America/Denver', start.value);
    expect(instant.toISOString()).toBe(utc);
    expect(instant.getTime()).toBe(autopayCancelDeadline(debit).getTime());
    // The debit itself is an all-day event on its own day.
    const day = events(cal).find((e) => prop(e, 'UID')?.value === `autopay-7-${debit}@portal.test`)!;
    expect(prop(day, 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: debit.replaceAll('-', '') });
  });
});

describe('due dates and scheduled payments as all-day events', () => {
  test.each([
    ['before spring forward', '2027-03-13'],
    ['on spring forward', '2027-03-14'],
    ['after spring forward', '2027-03-15'],
    ['on fall back', '2027-11-07'],
    ['after fall back', '2027-11-08'],
  ])('a due date %s stays on its calendar day (%s)', (_, date) => {
    const cal = parseIcs(file(loan({ due_dates: [{ date, amount: 412.5 }] }), '2027-03-01'));
    const [event] = events(cal);
    expect(prop(event!, 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: date.replaceAll('-', '') });
    expect(text(event!, 'SUMMARY')).toBe('Loan payment due: $412.50');
    expect(cal.children.some((c) => c.name === 'VTIMEZONE')).toBe(false);
  });

  test('a scheduled payment says its last day to cancel (one business day before)', () => {
    const cal = parseIcs(file(loan({ payments: [{ kind: 'one_time', id: 55, date: '2027-03-15', amount: 50 }] }), '2027-03-01'));
    const [event] = events(cal);
    expect(prop(event!, 'UID')?.value).toBe('payment-55@portal.test');
    expect(text(event!, 'SUMMARY')).toBe('Scheduled payment: $50.00');
    expect(text(event!, 'DESCRIPTION')).toContain('It can be cancelled until 03/12/2027.');
    expect(text(event!, 'DESCRIPTION')).toContain('https://portal.test/ui/loans/7');
  });

  test('nothing before today; a cut-off already past leaves the debit alone', () => {
    const l = loan({ due_dates: [{ date: '2027-02-28', amount: 1 }, { date: '2027-03-01', amount: 2 }], payments: [{ kind: 'autopay', id: 3, date: '2027-03-02', amount: 3 }] });
    expect(loanEvents(l, { ...base, today: '2027-03-01' }).map((e) => e.uid)).toEqual(['due-7-2027-03-01@portal.test', 'autopay-7-2027-03-02@portal.test']);
  });

  test('UIDs are stable from one build to the next, and unique', () => {
    const l = loan({ due_dates: [{ date: '2027-04-01', amount: 1 }, { date: '2027-05-01', amount: 1 }], payments: [{ kind: 'autopay', id: 3, date: '2027-04-01', amount: 1 }, { kind: 'one_time', id: 9, date: '2027-04-10', amount: 1 }] });
    const uids = (now: Date) => events(parseIcs(calendarFile({ ...base, now, name: 'x', loans: [l], today: '2027-03-01' }))).map((e) => prop(e, 'UID')!.value);
    const first = uids(new Date('2027-03-01T12:00:00Z'));
    expect(uids(new Date('2027-03-02T12:00:00Z'))).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
  });

  test('in Spanish', () => {
    const cal = parseIcs(file(loan({ due_dates: [{ date: '2027-04-01', amount: 1234.5 }], payments: [{ kind: 'autopay', id: 3, date: '2027-04-20', amount: 187.5 }] }), '2027-03-01', 'es-US'));
    const summaries = events(cal).map((e) => text(e, 'SUMMARY'));
    expect(summaries).toEqual(['Vence el pago del préstamo: $1,234.50', 'Último momento para cancelar el pago automático del 04/20/2027', 'Débito del pago automático: $187.50']);
    expect(lineProblems(file(loan({ due_dates: [{ date: '2027-04-01', amount: 1 }] }), '2027-03-01', 'es-US'))).toEqual([]);
  });
});
