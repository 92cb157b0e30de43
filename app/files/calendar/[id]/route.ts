// GET /files/calendar/{applicationId} — the loan's coming due dates and scheduled payments as an iCalendar
// file, in the language of the page it is downloaded from. The lender checks ownership (another's loan is
// not found); a lender without the calendar sends no data, and the file is not found either.
import { bff, notFound } from '@/lib/bff/handler';
import { calendarResponse } from '@/lib/bff/calendar-response';
import { IdParams } from '@/lib/bff/params';
import { requestLocale } from '@/lib/i18n/request-locale';
import { lender } from '@/lib/lender/api';

export const GET = bff({ params: IdParams }, async ({ request, session, params }) => {
  const [loan, locale] = await Promise.all([lender.getLoanCalendar({ token: session.token, applicationId: params.id }), requestLocale()]);
  if (!loan) throw notFound();
  return calendarResponse(request, { loans: [loan], locale, filename: `loan-${params.id}-due-dates.ics` });
});
