// Completed payments: date paid, amount, method (code and reference), description and the date a
// returned payment came back; a payment's child payments sit right under it.
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import type { CompletedPaymentView, PaidPaymentView } from '@/lib/view/history';
import { DataTable } from '@/components/ui/data-table';
import { stackTable as t } from '@/components/ui/stack-table';

function PaymentRow({ payment, parentDate }: { payment: PaidPaymentView; parentDate?: string }) {
  const child = parentDate !== undefined;
  const tt = useTranslations('history.table');
  return (
    <tr className={`${t.tr} ${child ? 'bg-gray-50 max-sm:ml-4 max-sm:border-l-4 max-sm:border-l-gray-300 max-sm:pl-3' : ''}`}>
      <td data-label={tt('datePaid')} className={t.td}>
        <span className={child ? 'sm:pl-5' : ''}>
          {child && <span aria-hidden="true" className="mr-1 text-muted">↳</span>}
          {formatDate(payment.datePaid)}
          {child && <span className="block text-xs text-muted">{tt('partOf', { date: formatDate(parentDate) })}</span>}
        </span>
      </td>
      <td data-label={tt('amount')} className={`${t.td} tabular-nums sm:text-right`}>{formatDollars(payment.amount)}</td>
      <td data-label={tt('method')} className={t.td}>
        <span className="max-sm:text-right">
          <span className="font-medium">{payment.methodCode}</span>
          {payment.methodReference && <span className="block text-sm text-muted">{payment.methodReference}</span>}
        </span>
      </td>
      <td data-label={tt('description')} className={t.td}>
        <span className="max-sm:text-right">{payment.description}</span>
      </td>
      {/* On phones the column shows only for a returned payment. */}
      <td data-label={tt('returned')} className={`${t.td} ${payment.returnedOn ? '' : 'max-sm:hidden'}`}>
        {payment.returnedOn ? (
          <span className="rounded bg-red-50 px-2 py-0.5 text-sm font-medium whitespace-nowrap text-danger">
            {/* On a phone the line's label already says Returned: the badge shows the date (read as a whole). */}
            <span className="max-sm:sr-only">{tt('returned')} </span>
            {formatDate(payment.returnedOn)}
          </span>
        ) : (
          <span className="text-muted"><span aria-hidden="true">—</span><span className="sr-only">{tt('notReturned')}</span></span>
        )}
      </td>
    </tr>
  );
}

export function CompletedPaymentsTable({ payments, sortLabel }: { payments: CompletedPaymentView[]; sortLabel: 'ascending' | 'descending' }) {
  const tt = useTranslations('history.table');
  return (
    <DataTable caption={tt('caption', { sort: sortLabel })} columns={[
        { label: tt('datePaid'), sort: sortLabel },
        { label: tt('amount'), className: 'text-right' },
        { label: tt('method') },
        { label: tt('description') },
        { label: tt('returnedNsf') },
      ]}>
      {payments.flatMap((p) => [
        <PaymentRow key={p.rowId} payment={p} />,
        ...p.children.map((c) => <PaymentRow key={`${p.rowId}-${c.rowId}`} payment={c} parentDate={p.datePaid} />),
      ])}
    </DataTable>
  );
}
