// Recovery payments (only the kept transaction codes reach this table): effective date, reference, amount.
import type { RecoveryPayment } from '@/lib/contract/history';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import { stackTable as t } from '@/components/ui/stack-table';

export function RecoveryPaymentsTable({ payments }: { payments: RecoveryPayment[] }) {
  return (
    <table className={t.table}>
      <caption className="sr-only">Recovery payments</caption>
      <thead className={t.thead}>
        <tr>
          <th scope="col" className={t.th}>Effective date</th>
          <th scope="col" className={t.th}>Reference</th>
          <th scope="col" className={`${t.th} text-right`}>Amount</th>
        </tr>
      </thead>
      <tbody className={t.tbody}>
        {payments.map((p) => (
          <tr key={p.id} className={t.tr}>
            <td data-label="Effective date" className={t.td}>{formatDate(p.effective_date)}</td>
            <td data-label="Reference" className={t.td}>{p.payment_method_reference ?? '—'}</td>
            <td data-label="Amount" className={`${t.td} tabular-nums sm:text-right`}>{formatDollars(p.transaction_amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
