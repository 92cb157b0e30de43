// The payoff letter for a chosen date: the amount that pays the loan off on that day, how it is made up
// (today's payoff balance and a day's interest for each day until then), good through that day.
import { eq } from 'drizzle-orm';
import { formatDate } from '../../lib/common/dates';
import { formatCents } from '../../lib/common/money';
import { LENDER_NAME, SUPPORT_PHONE } from '../domain/contact';
import type { PayoffQuoteCents } from '../domain/payoff-quote';
import { users, type applications, type loanAccounts } from '../db/schema';
import type { Deps } from '../http/context';
import { notFound } from '../http/errors';
import { renderPdf, type PdfBlock } from './pdf';

export async function renderPayoffQuoteLetter(
  deps: Deps,
  app: typeof applications.$inferSelect,
  account: typeof loanAccounts.$inferSelect,
  quote: PayoffQuoteCents,
): Promise<Uint8Array> {
  const [borrower] = await deps.db.select().from(users).where(eq(users.id, app.userId)).limit(1);
  if (!borrower) throw notFound('Loan account');
  const field = (text: string, value: string): PdfBlock => ({ kind: 'field', text, value });
  const paragraph = (text: string): PdfBlock => ({ kind: 'paragraph', text });
  return renderPdf(
    'Payoff Letter',
    [
      field('Date', formatDate(deps.clock.today())),
      field('Borrower', `${borrower.firstName} ${borrower.lastName}`),
      field('Loan', String(app.id)),
      field('Account number', account.acctrefno),
      field('Payoff date', formatDate(quote.payoffDate)),
      field('Payoff amount', formatCents(quote.payoffCents)),
      field("Today's payoff balance", formatCents(quote.balanceTodayCents)),
      field('Interest per day', formatCents(quote.perDiemCents)),
      field('Good through', formatDate(quote.goodThrough)),
      paragraph(
        `To pay off the loan on ${formatDate(quote.payoffDate)}, pay ${formatCents(quote.payoffCents)} to take effect that day. ` +
          'Pay in the customer portal (Make Payment) or by phone. Payments may take up to 24 hours to take effect.',
      ),
      paragraph(`A payment on another day pays off a different amount: ask for a new quote or call ${SUPPORT_PHONE}.`),
      paragraph(`${LENDER_NAME} · Questions: ${SUPPORT_PHONE}`),
    ],
    { subject: `Payoff letter for loan ${app.id} on ${quote.payoffDate}` },
  );
}
