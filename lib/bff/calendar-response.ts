// The calendar file as an answer: the lender's dates and amounts (lib/contract/calendar.ts) written as
// iCalendar (lib/view/calendar.ts) in the customer's words, each event linking to its loan's page.
// Written by the portal, not the lender: the words of the events are the catalogues' (the lender's
// documents stay in English), and one writer serves the download and the subscription address alike.
import 'server-only';
import { createTranslator } from 'next-intl';
import type { NextRequest } from 'next/server';
import en from '@/messages/en-US';
import es from '@/messages/es-US';
import type { CalendarLoan } from '../contract/calendar';
import { lenderToday } from '../common/dates';
import type { Locale } from '../i18n/locales';
import { loanPath } from '../rules/loan-tabs';
import { calendarFile } from '../view/calendar';
import { portalOrigin } from './request-info';

export function calendarResponse(request: NextRequest, { loans, locale, filename }: { loans: CalendarLoan[]; locale: Locale; filename: string }): Response {
  const messages = locale === 'es-US' ? es : en;
  const events = createTranslator({ locale, messages, namespace: 'calendar.events' });
  const origin = portalOrigin(request);
  const now = new Date();
  const body = calendarFile({
    loans,
    t: (key, values) => events(key, values),
    name: createTranslator({ locale, messages, namespace: 'calendar' })('name'),
    host: new URL(origin).hostname,
    loanUrl: (loan) => `${origin}${loanPath(loan.customer_id, loan.application_id)}`,
    today: lenderToday(now),
    now,
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-language': locale,
    },
  });
}
