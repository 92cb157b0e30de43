// The payoff letter of a loan: the amount that pays it off, good through a date, and how to pay it.
import { eq } from 'drizzle-orm';
import { LENDER_NAME, printedPhone, SUPPORT_PHONE } from '../domain/contact';
import { addDays, formatDate } from '../../lib/common/dates';
import { formatCents } from '../../lib/common/money';
import { applications, loanAccounts, users } from '../db/schema';
import { notFound } from '../http/errors';
import type { DocumentRenderer } from './index';
import { renderPdf, type PdfBlock } from './pdf';

/** How long a quoted payoff amount holds (the sandbox accrues no daily interest; a real letter would). */
export const PAYOFF_GOOD_FOR_DAYS = 10;

const field = (text: string, value: string): PdfBlock => ({ kind: 'field', text, value });
const paragraph = (text: string): PdfBlock => ({ kind: 'paragraph', text });

export const renderPayoffLetter: DocumentRenderer = async (deps, file) => {
  const { db, clock } = deps;
  if (file.applicationId === null) throw notFound('File');
  const [[app], [account]] = await Promise.all([
    db.select().from(applications).where(eq(applications.id, file.applicationId)).limit(1),
    db.select().from(loanAccounts).where(eq(loanAccounts.applicationId, file.applicationId)).limit(1),
  ]);
  if (!app) throw notFound('File');
  const [borrower] = await db.select().from(users).where(eq(users.id, app.userId)).limit(1);
  if (!borrower) throw notFound('File');

  const today = clock.today();
  const blocks: PdfBlock[] = [
    field('Date', formatDate(today)),
    field('Borrower', `${borrower.firstName} ${borrower.lastName}`),
    field('Loan', String(app.id)),
  ];
  if (!account) {
    blocks.push(paragraph('This application has no loan account yet. A payoff amount is available once the loan is funded.'));
  } else {
    blocks.push(field('Account number', account.acctrefno), field('Original amount', formatCents(account.originalNoteAmountCents)));
    if (account.soldOff) {
      blocks.push(
        paragraph(
          `This loan was sold${account.soldOffDate ? ` effective ${formatDate(account.soldOffDate)}` : ''} to ${account.debtBuyerName ?? 'a debt buyer'}. ` +
            `Payments to ${LENDER_NAME} are no longer possible. For the payoff amount, contact ` +
            `${account.debtBuyerName ?? 'the debt buyer'}${account.debtBuyerPhone ? ` at ${printedPhone(account.debtBuyerPhone)}` : ''}` +
            `${account.debtBuyerAddress ? `, ${account.debtBuyerAddress}` : ''}.`,
        ),
      );
    } else if (!account.open || account.payoffBalanceCents === 0) {
      blocks.push(
        field('Payoff amount', formatCents(0)),
        paragraph(
          account.chargeOff
            ? 'This loan was settled. Nothing further is owed on it.'
            : 'This loan is paid in full. Nothing further is owed on it. Thank you!',
        ),
      );
    } else {
      blocks.push(
        field('Payoff amount', formatCents(account.payoffBalanceCents)),
        field('Good through', formatDate(addDays(today, PAYOFF_GOOD_FOR_DAYS))),
        paragraph(
          `To pay off the loan, pay ${formatCents(account.payoffBalanceCents)} by ${formatDate(addDays(today, PAYOFF_GOOD_FOR_DAYS))}. ` +
            'Pay in the customer portal (Make Payment) or by phone. Payments may take up to 24 hours to take effect.',
        ),
        paragraph(`After the good-through date, ask for a new payoff letter or call ${SUPPORT_PHONE}.`),
      );
    }
  }
  blocks.push(paragraph(`${LENDER_NAME} · Questions: ${SUPPORT_PHONE}`));
  return {
    filename: `payoff-letter-${app.id}.pdf`,
    pdf: await renderPdf('Payoff Letter', blocks, { subject: `Payoff letter for loan ${app.id}` }),
  };
};
