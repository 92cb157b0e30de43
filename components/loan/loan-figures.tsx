// The figures of a loan summary, as a description list: label above, value below.
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import type { LoanAccountView } from '@/lib/view/loan-account';

export function Figure({ label, children, emphasis }: { label: string; children: React.ReactNode; emphasis?: 'danger' }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className={`text-lg font-semibold tabular-nums sm:text-xl ${emphasis === 'danger' ? 'text-danger' : ''}`}>{children}</dd>
    </div>
  );
}

const dateOrNone = (date: string | null) => (date ? formatDate(date) : 'None');

type Figures = Pick<LoanAccountView, 'payoffBalance' | 'monthlyPayment' | 'currentDueDate' | 'upcomingPaymentDueDate' | 'amountDue'>;

/** Amount due, or past due with the days past due when behind. */
export function AmountDueFigure({ account }: { account: Pick<Figures, 'amountDue'> }) {
  const due = account.amountDue;
  return (
    <Figure label={due.label} emphasis={due.kind === 'past_due' ? 'danger' : undefined}>
      {formatDollars(due.amount)}
      {due.kind === 'past_due' && <span className="block text-sm font-medium">{due.daysPastDue} days past due</span>}
    </Figure>
  );
}

/** The full set (desktop, and mobile once 'View Loan Details' is opened). */
export function LoanFigures({ account }: { account: Figures }) {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      <Figure label="Payoff Balance">{formatDollars(account.payoffBalance)}</Figure>
      <Figure label="Monthly Payment">{formatDollars(account.monthlyPayment)}</Figure>
      <AmountDueFigure account={account} />
      <Figure label="Due Date">{dateOrNone(account.currentDueDate)}</Figure>
      <Figure label="Upcoming Payment Due Date">{dateOrNone(account.upcomingPaymentDueDate)}</Figure>
    </dl>
  );
}

/** The compact mobile summary of spec 001 section 2: payoff balance, amount due or past due, due date. */
export function CompactFigures({ account }: { account: Figures }) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      <Figure label="Payoff Balance">{formatDollars(account.payoffBalance)}</Figure>
      <AmountDueFigure account={account} />
      <Figure label="Due Date">{dateOrNone(account.currentDueDate)}</Figure>
    </dl>
  );
}
