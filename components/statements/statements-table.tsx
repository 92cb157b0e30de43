// The loan's statements, newest first: statement date, due date, payoff balance, total current due,
// each opening its statement page.
import { Link } from '@/components/ui/link';
import type { Statement } from '@/lib/contract/statements';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import { stackTable as t } from '@/components/ui/stack-table';

export const statementPath = (s: Pick<Statement, 'statement_row_id'>, applicationId: number) =>
  `/ui/statements/${s.statement_row_id}?application_id=${applicationId}`;

export function StatementsTable({ statements, applicationId }: { statements: Statement[]; applicationId: number }) {
  return (
    <table className={t.table}>
      <caption className="sr-only">Statements, newest first</caption>
      <thead className={t.thead}>
        <tr>
          <th scope="col" className={t.th}>Statement date</th>
          <th scope="col" className={t.th}>Due date</th>
          <th scope="col" className={`${t.th} text-right`}>Payoff balance</th>
          <th scope="col" className={`${t.th} text-right`}>Total current due</th>
          <th scope="col" className={`${t.th} no-print`}><span className="sr-only">Statement</span></th>
        </tr>
      </thead>
      <tbody className={t.tbody}>
        {statements.map((s) => (
          <tr key={s.id} className={t.tr}>
            <td data-label="Statement date" className={t.td}>{formatDate(s.statement_date)}</td>
            <td data-label="Due date" className={t.td}>{formatDate(s.statement_due_date)}</td>
            <td data-label="Payoff balance" className={`${t.td} tabular-nums sm:text-right`}>{formatDollars(s.current_payoff_balance)}</td>
            <td data-label="Total current due" className={`${t.td} tabular-nums sm:text-right`}>{formatDollars(s.total_current_due_balance)}</td>
            <td className="no-print px-3 py-2 align-top sm:border-b sm:border-gray-200 max-sm:block max-sm:px-0 max-sm:pt-2">
              <Link href={statementPath(s, applicationId)} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline sm:min-h-0">
                View statement<span className="sr-only"> of {formatDate(s.statement_date)}</span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
