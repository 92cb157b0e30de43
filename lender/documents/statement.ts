// The monthly loan statement as a PDF, generated from its statements row (files.ref_id), the loan
// account and the payments received in the statement's period.
import { and, asc, desc, eq, gt, lte, lt } from 'drizzle-orm';
import { formatDate } from '../../lib/common/dates';
import { formatCents } from '../../lib/common/money';
import { LENDER_NAME, SUPPORT_HOURS_TEXT, SUPPORT_PHONE } from '../domain/contact';
import { applications, completedPayments, loanAccounts, statements, users } from '../db/schema';
import { notFound } from '../http/errors';
import type { DocumentRenderer } from './index';
import { renderPdf, type PdfBlock } from './pdf';

export const renderStatement: DocumentRenderer = async (deps, file) => {
  if (file.refId === null) throw notFound('File');
  const [row] = await deps.db
    .select({ statement: statements, account: loanAccounts, app: applications, user: users })
    .from(statements)
    .innerJoin(loanAccounts, eq(loanAccounts.id, statements.loanAccountId))
    .innerJoin(applications, eq(applications.id, loanAccounts.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(statements.id, file.refId))
    .limit(1);
  // The file must describe a statement of its owner's loan.
  if (!row || row.user.id !== file.ownerId) throw notFound('File');
  const { statement, account, app, user } = row;

  // The period runs from the previous statement (exclusive) to this one (inclusive).
  const [previous] = await deps.db
    .select({ date: statements.statementDate })
    .from(statements)
    .where(and(eq(statements.loanAccountId, account.id), lt(statements.statementDate, statement.statementDate)))
    .orderBy(desc(statements.statementDate))
    .limit(1);
  const payments = await deps.db
    .select()
    .from(completedPayments)
    .where(
      and(
        eq(completedPayments.loanAccountId, account.id),
        previous ? gt(completedPayments.datePaid, previous.date) : undefined,
        lte(completedPayments.datePaid, statement.statementDate),
      ),
    )
    .orderBy(asc(completedPayments.datePaid), asc(completedPayments.rowId));

  const blocks: PdfBlock[] = [
    { kind: 'line', text: LENDER_NAME },
    { kind: 'paragraph', text: `${user.firstName} ${user.lastName}` },
    { kind: 'field', text: 'Loan', value: String(app.id) },
    { kind: 'field', text: 'Account number', value: account.acctrefno },
    { kind: 'field', text: 'Statement date', value: formatDate(statement.statementDate) },
    { kind: 'heading', text: 'Amount due' },
    { kind: 'field', text: 'Payment due date', value: formatDate(statement.statementDueDate) },
    { kind: 'field', text: 'Total current due', value: formatCents(statement.totalCurrentDueBalanceCents) },
    { kind: 'field', text: 'Monthly payment', value: formatCents(account.monthlyPaymentCents) },
    { kind: 'field', text: 'Payoff balance', value: formatCents(statement.currentPayoffBalanceCents) },
    { kind: 'heading', text: 'Payments received this period' },
  ];
  if (payments.length === 0) blocks.push({ kind: 'paragraph', text: 'No payments were received in this period.' });
  for (const p of payments) {
    const returned = p.nsfDate ? ` (returned ${formatDate(p.nsfDate)})` : '';
    blocks.push({
      kind: 'line',
      text: `${formatDate(p.datePaid)}   ${formatCents(p.paymentAmountCents)}   ${p.customerDescription} (${p.paymentMethodCode})${returned}`,
    });
  }
  blocks.push(
    { kind: 'heading', text: 'Questions?' },
    {
      kind: 'paragraph',
      text: `Pay online in your ${LENDER_NAME} account, or call us at ${SUPPORT_PHONE} (${SUPPORT_HOURS_TEXT}).`,
    },
  );

  return {
    filename: `statement-${statement.statementDate}.pdf`,
    pdf: await renderPdf('Loan Statement', blocks, { subject: `Statement ${statement.statementRowId} for loan ${app.id}` }),
  };
};
