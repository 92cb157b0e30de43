// Pending payments of the application: amount, the date it will be taken, and the account it comes from.
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import { DataTable } from '@/components/ui/data-table';
import { stackTable as t } from '@/components/ui/stack-table';
import type { PendingPayment } from '@/lib/view/application';

export function PendingPaymentsTable({ payments }: { payments: PendingPayment[] }) {
  const tt = useTranslations('history.table');
  return (
    <DataTable caption={tt('pendingCaption')} columns={[{ label: tt('date') }, { label: tt('amount'), className: 'text-right' }, { label: tt('account') }]}>
      {payments.map((p) => (
        <tr key={p.id} className={t.tr}>
          <td data-label={tt('date')} className={t.td}>{p.futureEffectiveAt ? formatDate(p.futureEffectiveAt) : tt('processing')}</td>
          <td data-label={tt('amount')} className={`${t.td} tabular-nums sm:text-right`}>{formatDollars(p.amount)}</td>
          <td data-label={tt('account')} className={t.td}>{p.accountName ?? '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}
