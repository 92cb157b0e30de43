// The figures of a loan summary, as a description list: label above, value below.
import { useTranslations } from 'next-intl';
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


type Figures = Pick<LoanAccountView, 'payoffBalance' | 'monthlyPayment' | 'currentDueDate' | 'upcomingPaymentDueDate' | 'amountDue'>;

/** Amount due, or past due with the days past due when behind. */
export function AmountDueFigure({ account }: { account: Pick<Figures, 'amountDue'> }) {
  const t = useTranslations('loan.figures');
  const due = account.amountDue;
  return (
    <Figure label={t(due.kind === 'past_due' ? 'pastDue' : 'amountDue')} emphasis={due.kind === 'past_due' ? 'danger' : undefined}>
      {formatDollars(due.amount)}
      {due.kind === 'past_due' && <span className="block text-sm font-medium">{t('daysPastDue', { days: due.daysPastDue })}</span>}
    </Figure>
  );
}

/** The full set (desktop, and mobile once 'View Loan Details' is opened). */
export function LoanFigures({ account }: { account: Figures }) {
  const t = useTranslations('loan.figures');
  const dateOrNone = (date: string | null) => (date ? formatDate(date) : t('none'));
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      <Figure label={t('payoffBalance')}>{formatDollars(account.payoffBalance)}</Figure>
      <Figure label={t('monthlyPayment')}>{formatDollars(account.monthlyPayment)}</Figure>
      <AmountDueFigure account={account} />
      <Figure label={t('dueDate')}>{dateOrNone(account.currentDueDate)}</Figure>
      <Figure label={t('upcomingDueDate')}>{dateOrNone(account.upcomingPaymentDueDate)}</Figure>
    </dl>
  );
}

/** The compact mobile summary of spec 001 section 2: payoff balance, amount due or past due, due date. */
export function CompactFigures({ account }: { account: Figures }) {
  const t = useTranslations('loan.figures');
  return (
    <dl className="grid grid-cols-2 gap-3">
      <Figure label={t('payoffBalance')}>{formatDollars(account.payoffBalance)}</Figure>
      <AmountDueFigure account={account} />
      <Figure label={t('dueDate')}>{account.currentDueDate ? formatDate(account.currentDueDate) : t('none')}</Figure>
    </dl>
  );
}
