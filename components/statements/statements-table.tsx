// The loan's statements, newest first: statement date, due date, payoff balance, total current due,
// each opening its statement page.
import { useTranslations } from 'next-intl';
import { hidden } from '@/components/i18n/rich';
import { Link } from '@/components/ui/link';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import { statementPath, type StatementView } from '@/lib/view/statement';
import { DataTable } from '@/components/ui/data-table';
import { stackTable as t } from '@/components/ui/stack-table';

export function StatementsTable({ statements, applicationId }: { statements: StatementView[]; applicationId: number }) {
  const tt = useTranslations('statements');
  return (
    <DataTable caption={tt('caption')} columns={[
        { label: tt('date') },
        { label: tt('dueDate') },
        { label: tt('payoff'), className: 'text-right' },
        { label: tt('due'), className: 'text-right' },
        { label: <span className="sr-only">{tt('statement')}</span>, className: 'no-print' },
      ]}>
      {statements.map((s) => (
        <tr key={s.rowId} className={t.tr}>
          <td data-label={tt('date')} className={t.td}>{formatDate(s.date)}</td>
          <td data-label={tt('dueDate')} className={t.td}>{formatDate(s.dueDate)}</td>
          <td data-label={tt('payoff')} className={`${t.td} tabular-nums sm:text-right`}>{formatDollars(s.payoffBalance)}</td>
          <td data-label={tt('due')} className={`${t.td} tabular-nums sm:text-right`}>{formatDollars(s.totalCurrentDue)}</td>
          <td className="no-print px-3 py-2 align-top sm:border-b sm:border-gray-200 max-sm:block max-sm:px-0 max-sm:pt-2">
            <Link href={statementPath(s, applicationId)} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline sm:min-h-0">
              {tt.rich('view', { date: formatDate(s.date), hidden })}
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
