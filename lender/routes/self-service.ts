// GET /api/loan_accounts/{applicationId}/repayment_schedule      — every installment, first to last (?coming=N: the next N)
// GET /api/loan_accounts/{applicationId}/payoff_quote?date=       — the payoff amount for a chosen date
// GET /api/loan_accounts/{applicationId}/payoff_quote/letter?date= — that quote as a payoff letter (PDF)
// GET /api/loan_accounts/{applicationId}/calendar                — its coming due dates and payments (the calendar file)
// The borrower's self-service (the portal's extensions), scoped to the loan's owner like the loan account.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { centsToDollars } from '../../lib/common/money';
import { PAYOFF_QUOTE_MESSAGES } from '../../lib/contract/limits';
import { RepaymentScheduleQuerySchema, type PayoffQuote, type RepaymentSchedule } from '../../lib/contract/self-service';
import { loadApplication, loanAccountOf } from '../domain/access';
import { payoffQuote, quoteDateProblem } from '../domain/payoff-quote';
import { calendarLoan, comingRows, scheduleRows } from '../domain/calendar-feeds';
import { toWireLoan } from './calendar-feeds';
import { renderPayoffQuoteLetter } from '../documents/payoff-quote-letter';
import type { Env } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import { idParam, parseQuery } from '../http/validate';

export const selfServiceRoutes = new Hono<Env>();

/** The loan account of the path's application, when the caller may see it (404 otherwise). */
export async function loanOf(c: Context<Env>) {
  const deps = c.get('deps');
  const app = await loadApplication(deps, c.get('actor'), idParam(c, 'applicationId'));
  const account = await loanAccountOf(deps, app.id);
  if (!account) throw notFound('Loan account');
  return { deps, app, account };
}

selfServiceRoutes.get('/:applicationId/repayment_schedule', async (c) => {
  const { coming } = parseQuery(c, RepaymentScheduleQuerySchema);
  const { deps, account } = await loanOf(c);
  const rows = coming === undefined ? await scheduleRows(deps, account) : await comingRows(deps, account, coming);
  const data: RepaymentSchedule = {
    apr: account.aprBasisPoints / 100,
    installments: rows.map((r) => ({
      number: r.number,
      due_date: r.dueDate,
      amount: centsToDollars(r.amountCents),
      principal: r.principalCents === null ? null : centsToDollars(r.principalCents),
      interest: r.interestCents === null ? null : centsToDollars(r.interestCents),
      balance_after: r.balanceAfterCents === null ? null : centsToDollars(r.balanceAfterCents),
      status: r.status,
    })),
  };
  return c.json({ data });
});

selfServiceRoutes.get('/:applicationId/calendar', async (c) => {
  const { deps, app, account } = await loanOf(c);
  return c.json({ data: toWireLoan(await calendarLoan(deps, app, account)) });
});

/** Any date string: the lender's own check answers each problem with its message by the field. */
const QuoteQuery = z.object({ date: z.string().max(40).default('') });

async function quoteOf(c: Context<Env>) {
  const { deps, app, account } = await loanOf(c);
  const { date } = parseQuery(c, QuoteQuery);
  if (!account.open || account.soldOff || account.chargeOff || account.payoffBalanceCents <= 0) {
    throw unprocessable(PAYOFF_QUOTE_MESSAGES.closed, { date: [PAYOFF_QUOTE_MESSAGES.closed] });
  }
  const today = deps.clock.today();
  const problem = quoteDateProblem(date, today, account.maxSinglePaymentDate);
  if (problem) throw unprocessable(PAYOFF_QUOTE_MESSAGES[problem], { date: [PAYOFF_QUOTE_MESSAGES[problem]] });
  return { deps, app, account, quote: payoffQuote(account.payoffBalanceCents, account.aprBasisPoints, today, date) };
}

selfServiceRoutes.get('/:applicationId/payoff_quote', async (c) => {
  const { quote } = await quoteOf(c);
  const data: PayoffQuote = {
    payoff_date: quote.payoffDate,
    payoff_amount: centsToDollars(quote.payoffCents),
    payoff_balance_today: centsToDollars(quote.balanceTodayCents),
    per_diem: centsToDollars(quote.perDiemCents),
    good_through: quote.goodThrough,
  };
  return c.json({ data });
});

selfServiceRoutes.get('/:applicationId/payoff_quote/letter', async (c) => {
  const { deps, app, account, quote } = await quoteOf(c);
  const pdf = await renderPayoffQuoteLetter(deps, app, account, quote);
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="payoff-letter-${app.id}-${quote.payoffDate}.pdf"`,
    'cache-control': 'private, no-store',
  });
});
