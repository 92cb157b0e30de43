// Pending payments of the application: amount, the date it will be taken, and the account it comes from.
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import { DataTable } from '@/components/ui/data-table';
import { stackTable as t } from '@/components/ui/stack-table';
import type { PendingPayment } from '@/lib/view/application';

export function PendingPaymentsTable({ payments }: { payments: PendingPayment[] }) {
  return (
    <DataTable caption="Pending payments" columns={[{ label: 'Date' }, { label: 'Amount', className: 'text-right' }, { label: 'Account' }]}>
      {payments.map((p) => (
        <tr key={p.id} className={t.tr}>
          <td data-label="Date" className={t.td}>{p.futureEffectiveAt ? formatDate(p.futureEffectiveAt) : 'Processing'}</td>
          <td data-label="Amount" className={`${t.td} tabular-nums sm:text-right`}>{formatDollars(p.amount)}</td>
          <td data-label="Account" className={t.td}>{p.accountName ?? '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}
