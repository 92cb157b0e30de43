// The schedule and payoff-quote screens: the loan area and the loan account with the schedule (or a quote
// for the asked date) in one parallel round. A lender without the extension sends no data (null) or
// answers 404: the screens then lead back to the loan.
import 'server-only';
import { redirect } from 'next/navigation';
import { lender } from '../lender/api';
import { isLenderError } from '../lender/errors';
import { offersExtension } from '../lender/extension-offered';
import { isLoaded, loadOptional } from '../lender/page';
import { lenderToday } from '../rules/dates';
import { loanPath } from '../rules/loan-tabs';
import { lastQuoteDate, quoteDateError } from '../rules/payoff-quote';
import type { RuleTranslator } from '../rules/messages';
import { requireCustomerAccess } from '../session/session';
import { toPayoffQuoteView, toScheduleView } from '../view/schedule';
import { applicationIdFrom, loadLoanAccount, loadLoanArea } from './load';

export async function loadSchedulePage(customerIdParam: string, applicationIdParam: string) {
  const { session } = await requireCustomerAccess(customerIdParam);
  const id = applicationIdFrom(applicationIdParam);
  const [area, schedule, dueDateMove, calendar] = await Promise.all([
    loadLoanArea(customerIdParam, applicationIdParam),
    loadOptional(lender.getRepaymentSchedule({ token: session.token, applicationId: id, query: {} })),
    // The way to move the due date, when the lender offers it (asked until it has said so).
    offersExtension('getDueDateMove', () => loadOptional(lender.getDueDateMove({ token: session.token, applicationId: id }))),
    // The calendar file's link: left out when the lender offers no calendar (likewise).
    offersExtension('getLoanCalendar', () => loadOptional(lender.getLoanCalendar({ token: session.token, applicationId: id }))),
  ]);
  if (!area.application.hasLoanAccount || schedule === 'missing' || !schedule) redirect(loanPath(area.customerId, area.applicationId));
  return {
    area,
    schedule: isLoaded(schedule) ? toScheduleView(schedule) : null,
    movesDueDate: dueDateMove,
    hasCalendar: calendar,
  };
}

/** A quote the lender refused (422): its message by the date; any other failure is the page's error. */
async function askQuote(token: string, id: number, date: string) {
  try {
    return { quote: (await lender.getPayoffQuote({ token, applicationId: id, query: { date } })) ?? null, refusal: null };
  } catch (err) {
    if (isLenderError(err) && err.status === 422) return { quote: null, refusal: err.errors?.date?.[0] ?? err.message };
    throw err;
  }
}

/** `words`: the rules' words, asked beside the calls (they may wait for the customer's record, a call of the round). */
export async function loadPayoffQuotePage(customerIdParam: string, applicationIdParam: string, date: string, words: Promise<RuleTranslator>) {
  const { session } = await requireCustomerAccess(customerIdParam);
  const id = applicationIdFrom(applicationIdParam);
  const today = lenderToday();
  // The quote is asked in the same round as the account whose last payment date bounds it: the lender refuses a
  // date out of range itself (read-only), and a date the portal refuses below leaves its answer unread.
  const [area, account, quoted, t] = await Promise.all([
    loadLoanArea(customerIdParam, applicationIdParam),
    loadLoanAccount(customerIdParam, applicationIdParam),
    date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? loadOptional(askQuote(session.token, id, date)) : null,
    words,
  ]);
  const back = loanPath(area.customerId, area.applicationId);
  if (!isLoaded(account)) redirect(back);
  const limits = { today, maxDate: account.maxSinglePaymentDate };
  const error = date ? quoteDateError(date, limits, t) : null;
  const asked = error ? null : quoted;
  // No quote call at the lender (404), or no data from it: the feature is left out.
  if (asked === 'missing' || (isLoaded(asked) && asked?.quote === null && asked.refusal === null)) redirect(back);
  return {
    area,
    account,
    limits: { today, last: lastQuoteDate(limits) },
    error: error ?? (isLoaded(asked) ? asked?.refusal ?? null : null),
    failed: asked === 'failed',
    quote: isLoaded(asked) && asked?.quote ? toPayoffQuoteView(asked.quote) : null,
  };
}
