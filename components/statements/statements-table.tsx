// The loan's statements, newest first: statement date, due date, payoff balance, total current due,
// each opening its statement page.
import { Link } from '@/components/ui/link';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import { statementPath, type StatementView } from '@/lib/view/statement';
import { DataTable } from '@/components/ui/data-table';
import { stackTable as t } from '@/components/ui/stack-table';

export function StatementsTable({ statements, applicationId }: { statements: StatementView[]; applicationId: number }) {
  return (
    <DataTable caption="Statements, newest first" columns={[
        { label: 'Statement date' },
        { label: 'Due date' },
        { label: 'Payoff balance', className: 'text-right' },
        { label: 'Total current due', className: 'text-right' },
        { label: <span className="sr-only">Statement</span>, className: 'no-print' },
      ]}>
      {statements.map((s) => (
        <tr key={s.rowId} className={t.tr}>
          <td data-label="Statement date" className={t.td}>{formatDate(s.date)}</td>
          <td data-label="Due date" className={t.td}>{formatDate(s.dueDate)}</td>
          <td data-label="Payoff balance" className={`${t.td} tabular-nums sm:text-right`}>{formatDollars(s.payoffBalance)}</td>
          <td data-label="Total current due" className={`${t.td} tabular-nums sm:text-right`}>{formatDollars(s.totalCurrentDue)}</td>
          <td className="no-print px-3 py-2 align-top sm:border-b sm:border-gray-200 max-sm:block max-sm:px-0 max-sm:pt-2">
            <Link href={statementPath(s, applicationId)} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline sm:min-h-0">
              View statement<span className="sr-only"> of {formatDate(s.date)}</span>
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
