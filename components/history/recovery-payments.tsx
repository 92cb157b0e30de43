// Recovery payments (only the kept transaction codes reach this table): effective date, reference, amount.
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import type { RecoveryPaymentView } from '@/lib/view/history';
import { DataTable } from '@/components/ui/data-table';
import { stackTable as t } from '@/components/ui/stack-table';

export function RecoveryPaymentsTable({ payments }: { payments: RecoveryPaymentView[] }) {
  const tt = useTranslations('history.table');
  return (
    <DataTable caption={tt('recoveryCaption')} columns={[{ label: tt('effectiveDate') }, { label: tt('reference') }, { label: tt('amount'), className: 'text-right' }]}>
      {payments.map((p) => (
        <tr key={p.key} className={t.tr}>
          <td data-label={tt('effectiveDate')} className={t.td}>{formatDate(p.effectiveDate)}</td>
          <td data-label={tt('reference')} className={t.td}>{p.reference ?? '—'}</td>
          <td data-label={tt('amount')} className={`${t.td} tabular-nums sm:text-right`}>{formatDollars(p.amount)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
