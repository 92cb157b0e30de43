// Recovery payments (only the kept transaction codes reach this table): effective date, reference, amount.
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import type { RecoveryPaymentView } from '@/lib/view/history';
import { DataTable } from '@/components/ui/data-table';
import { stackTable as t } from '@/components/ui/stack-table';

export function RecoveryPaymentsTable({ payments }: { payments: RecoveryPaymentView[] }) {
  return (
    <DataTable caption="Recovery payments" columns={[{ label: 'Effective date' }, { label: 'Reference' }, { label: 'Amount', className: 'text-right' }]}>
      {payments.map((p) => (
        <tr key={p.key} className={t.tr}>
          <td data-label="Effective date" className={t.td}>{formatDate(p.effectiveDate)}</td>
          <td data-label="Reference" className={t.td}>{p.reference ?? '—'}</td>
          <td data-label="Amount" className={`${t.td} tabular-nums sm:text-right`}>{formatDollars(p.amount)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
