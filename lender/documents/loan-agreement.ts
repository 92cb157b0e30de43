// The loan agreement (final contract) of an installment application, generated from its records:
// the parties, the amount financed, the term and payment schedule, and the signature once signed.
import { differenceInCalendarMonths, parseISO } from 'date-fns';
import { eq } from 'drizzle-orm';
import { LENDER_NAME, printedPhone, SUPPORT_PHONE } from '../domain/contact';
import { formatDate, lenderToday } from '../../lib/common/dates';
import { formatCents } from '../../lib/common/money';
import { applications, dealerships, loanAccounts, repairs, users } from '../db/schema';
import { notFound } from '../http/errors';
import type { DocumentRenderer } from './index';
import { renderPdf, type PdfBlock } from './pdf';

const field = (text: string, value: string): PdfBlock => ({ kind: 'field', text, value });
const paragraph = (text: string): PdfBlock => ({ kind: 'paragraph', text });
const heading = (text: string): PdfBlock => ({ kind: 'heading', text });

export const renderLoanAgreement: DocumentRenderer = async (deps, file) => {
  const { db } = deps;
  if (file.applicationId === null) throw notFound('File');
  const [app] = await db.select().from(applications).where(eq(applications.id, file.applicationId)).limit(1);
  if (!app) throw notFound('File');
  const [[borrower], [account], [repair], [dealership]] = await Promise.all([
    db.select().from(users).where(eq(users.id, app.userId)).limit(1),
    db.select().from(loanAccounts).where(eq(loanAccounts.applicationId, app.id)).limit(1),
    db.select().from(repairs).where(eq(repairs.applicationId, app.id)).limit(1),
    app.dealershipId === null
      ? Promise.resolve([])
      : db.select().from(dealerships).where(eq(dealerships.id, app.dealershipId)).limit(1),
  ]);
  if (!borrower) throw notFound('File');

  const amountCents = app.originalNoteAmountCents ?? app.maxApprovedAmountCents ?? app.repairAmountCents;
  const startDay = lenderToday(app.signedAt ?? app.createdAt);
  const termMonths = app.maturityDate ? differenceInCalendarMonths(parseISO(app.maturityDate), parseISO(startDay)) : null;
  const signedLine = app.finalLoanSigned && app.signedAt
    ? `Signed electronically by ${borrower.firstName} ${borrower.lastName} on ${formatDate(lenderToday(app.signedAt))}.`
    : 'Not yet signed. The borrower signs this agreement electronically in the customer portal.';

  const blocks: PdfBlock[] = [
    field('Agreement number', String(app.id)),
    field('Date', formatDate(startDay)),
    heading('Parties'),
    field('Lender', LENDER_NAME),
    field('Borrower', `${borrower.firstName} ${borrower.lastName}`),
    field('Borrower e-mail', borrower.email),
    ...(borrower.primaryPhone ? [field('Borrower phone', printedPhone(borrower.primaryPhone))] : []),
    field('Service center', dealership ? dealership.name : 'To be chosen by the borrower'),
    ...(dealership ? [field('Service center address', dealership.address), field('Service center phone', printedPhone(dealership.phone))] : []),
    heading('What is financed'),
    field('Repair', repair?.description ?? app.origin ?? 'Vehicle repair'),
    ...(app.repairAmountCents !== null ? [field('Repair estimate', formatCents(app.repairAmountCents))] : []),
    field('Amount financed', amountCents !== null ? formatCents(amountCents) : 'To be set at funding'),
    heading('Payment schedule'),
    field('Number of monthly payments', termMonths !== null ? String(termMonths) : 'To be set at funding'),
    field('Monthly payment', account ? formatCents(account.monthlyPaymentCents) : 'To be set at funding'),
    ...(account?.currentDueDate ? [field('Next payment due', formatDate(account.currentDueDate))] : []),
    field('Final payment due (maturity)', app.maturityDate ? formatDate(app.maturityDate) : 'To be set at funding'),
    heading('Terms'),
    paragraph(
      `The borrower promises to pay ${LENDER_NAME} the amount financed with interest as stated in the payment schedule above, ` +
        'by monthly payments due on the same day of each month until the loan is paid in full.',
    ),
    paragraph(
      'Payments may be made by bank payment, debit card, mail or cash at the locations the lender publishes. ' +
        'The borrower may prepay all or part of the loan at any time without penalty.',
    ),
    paragraph(
      'The lender reports payment history to the credit bureaus. Late payments, missed payments or other defaults ' +
        'may be reflected in the borrower\'s credit report.',
    ),
    paragraph(`Questions about this agreement: call ${SUPPORT_PHONE}.`),
    heading('Signature'),
    paragraph(signedLine),
  ];
  return {
    filename: `loan-agreement-${app.id}.pdf`,
    pdf: await renderPdf('Loan Agreement', blocks, { subject: `Loan agreement for application ${app.id}` }),
  };
};
