// The calendar file of due dates, built from the lender's calendar data (lib/contract/calendar.ts) in the
// customer's words: each coming due date and scheduled payment an all-day event on its day (Mountain Time
// calendar days, the lender's), and before each autopay debit the last moment to cancel it (2:00 AM
// Mountain Time, 72 hours before: lib/rules/autopay.ts) at that wall-clock time in America/Denver. UIDs are
// stable (the loan, the kind and the day, or the payment's id), so a calendar app that reads the file again
// updates its events instead of doubling them. Pure: the words come in as a translator.
import type events from '../../messages/en-US/calendar.json';
import type { CalendarLoan } from '../contract/calendar';
import { addDays, formatDate } from '../common/dates';
import { buildIcs, type IcsEvent } from '../common/ics';
import { formatDollars } from '../common/money';
import { CANCEL_CUTOFF_HOUR, CANCEL_NOTICE_HOURS } from '../rules/autopay';
import { lastCancelDay } from '../rules/business-days';

export type CalendarEventKey = keyof (typeof events)['events'];
export type CalendarTranslator = (key: CalendarEventKey, values: Record<string, string>) => string;

export interface CalendarFileInput {
  loans: CalendarLoan[];
  t: CalendarTranslator;
  /** The calendar's name (the catalogue's calendar.name). */
  name: string;
  /** The portal's host, the UIDs' domain: the same for every read of the same event. */
  host: string;
  /** The loan's page: each event links to it. */
  loanUrl: (loan: CalendarLoan) => string;
  /** Today in Mountain Time: nothing before it is written. */
  today: string;
  now: Date;
}

export const CALENDAR_PRODID = '-//Lender Portal//Due dates//EN';
/** How long the cut-off event lasts in a calendar app, in minutes. */
const CUTOFF_MINUTES = 15;

/** The events of one loan, dated today or later, in date order. */
export function loanEvents(loan: CalendarLoan, input: Pick<CalendarFileInput, 't' | 'host' | 'loanUrl' | 'today'>): IcsEvent[] {
  const { t, host, today } = input;
  const id = loan.application_id;
  const url = input.loanUrl(loan);
  const loanNo = String(id);
  const withLink = (text: string) => `${text}\n${t('see', {})} ${url}`;
  const dues: IcsEvent[] = loan.due_dates
    .filter((d) => d.date >= today)
    .map((d) => ({
      kind: 'all-day',
      uid: `due-${id}-${d.date}@${host}`,
      date: d.date,
      summary: t('dueSummary', { amount: formatDollars(d.amount) }),
      description: withLink(t('dueDescription', { loan: loanNo, amount: formatDollars(d.amount) })),
      url,
    }));
  const payments = loan.payments
    .filter((p) => p.date >= today)
    .flatMap((p): IcsEvent[] => {
      const amount = formatDollars(p.amount);
      if (p.kind === 'one_time') {
        const cancelBy = formatDate(lastCancelDay(p.date));
        return [{ kind: 'all-day', uid: `payment-${p.id}@${host}`, date: p.date, summary: t('paymentSummary', { amount }), description: withLink(t('paymentDescription', { loan: loanNo, amount, cancelBy })), url }];
      }
      const date = formatDate(p.date);
      const cutoffDay = addDays(p.date, -CANCEL_NOTICE_HOURS / 24);
      const debit: IcsEvent = { kind: 'all-day', uid: `autopay-${id}-${p.date}@${host}`, date: p.date, summary: t('autopaySummary', { amount }), description: withLink(t('autopayDescription', { loan: loanNo, amount })), url };
      if (cutoffDay < today) return [debit];
      const cutoff: IcsEvent = {
        kind: 'timed',
        uid: `autopay-cutoff-${id}-${p.date}@${host}`,
        date: cutoffDay,
        time: `${String(CANCEL_CUTOFF_HOUR).padStart(2, '0')}:00`,
        minutes: CUTOFF_MINUTES,
        summary: t('cutoffSummary', { date }),
        description: withLink(t('cutoffDescription', { loan: loanNo, amount, date })),
        url,
      };
      return [cutoff, debit];
    });
  return [...dues, ...payments].sort((a, b) => a.date.localeCompare(b.date) || a.uid.localeCompare(b.uid));
}

/** The whole file: every loan's events. */
export function calendarFile(input: CalendarFileInput): string {
  return buildIcs({ prodId: CALENDAR_PRODID, name: input.name, events: input.loans.flatMap((loan) => loanEvents(loan, input)), now: input.now });
}
