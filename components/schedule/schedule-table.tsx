// The repayment schedule's installments: due date, amount, principal and interest where the lender splits
// them, balance after, and whether it was paid, late or returned. On phones each row stacks into labelled
// lines, so nothing scrolls sideways.
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { stackTable as t } from '@/components/ui/stack-table';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import type { InstallmentView } from '@/lib/view/schedule';

const STATUS_LOOK: Record<InstallmentView['status'], string> = {
  paid: 'text-green-800',
  late: 'font-semibold text-danger',
  returned: 'font-semibold text-danger',
  due: 'font-semibold',
  scheduled: '',
};

export function ScheduleTable({ installments, caption }: { installments: InstallmentView[]; caption: string }) {
  const tt = useTranslations('schedule.table');
  const money = (value: number | null) => (value === null ? '—' : formatDollars(value));
  return (
    <DataTable
      caption={caption}
      columns={[
        { label: tt('number') },
        { label: tt('dueDate') },
        { label: tt('amount'), className: 'text-right' },
        { label: tt('principal'), className: 'text-right' },
        { label: tt('interest'), className: 'text-right' },
        { label: tt('balanceAfter'), className: 'text-right' },
        { label: tt('status') },
      ]}
    >
      {installments.map((i) => (
        <tr key={i.number} className={t.tr}>
          <td data-label={tt('number')} className={t.td}>{i.number}</td>
          <td data-label={tt('dueDate')} className={t.td}>{formatDate(i.dueDate)}</td>
          <td data-label={tt('amount')} className={`${t.td} tabular-nums sm:text-right`}>{formatDollars(i.amount)}</td>
          <td data-label={tt('principal')} className={`${t.td} tabular-nums sm:text-right`}>{money(i.principal)}</td>
          <td data-label={tt('interest')} className={`${t.td} tabular-nums sm:text-right`}>{money(i.interest)}</td>
          <td data-label={tt('balanceAfter')} className={`${t.td} tabular-nums sm:text-right`}>{money(i.balanceAfter)}</td>
          <td data-label={tt('status')} className={`${t.td} ${STATUS_LOOK[i.status]}`}>{tt(`statuses.${i.status}`)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
