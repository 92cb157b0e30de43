// Completed payments: date paid, amount, method (code and reference), description and the date a
// returned payment came back; a payment's child payments sit right under it.
import type { ChildPayment, CompletedPayment } from '@/lib/contract/history';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import { stackTable as t } from '@/components/ui/stack-table';

function PaymentRow({ payment, parentDate }: { payment: ChildPayment; parentDate?: string }) {
  const child = parentDate !== undefined;
  return (
    <tr className={`${t.tr} ${child ? 'bg-gray-50 max-sm:ml-4 max-sm:border-l-4 max-sm:border-l-gray-300 max-sm:pl-3' : ''}`}>
      <td data-label="Date paid" className={t.td}>
        <span className={child ? 'sm:pl-5' : ''}>
          {child && <span aria-hidden="true" className="mr-1 text-muted">↳</span>}
          {formatDate(payment.date_paid)}
          {child && <span className="block text-xs text-muted">Part of the payment of {formatDate(parentDate)}</span>}
        </span>
      </td>
      <td data-label="Amount" className={`${t.td} tabular-nums sm:text-right`}>{formatDollars(payment.payment_amount)}</td>
      <td data-label="Method" className={t.td}>
        <span className="max-sm:text-right">
          <span className="font-medium">{payment.payment_method.payment_method_code}</span>
          {payment.payment_method_reference && <span className="block text-sm text-muted">{payment.payment_method_reference}</span>}
        </span>
      </td>
      <td data-label="Description" className={t.td}>
        <span className="max-sm:text-right">{payment.customer_description}</span>
      </td>
      {/* On phones the column shows only for a returned payment. */}
      <td data-label="Returned" className={`${t.td} ${payment.nsf_date ? '' : 'max-sm:hidden'}`}>
        {payment.nsf_date ? (
          <span className="rounded bg-red-50 px-2 py-0.5 text-sm font-medium whitespace-nowrap text-danger">
            {/* On a phone the line's label already says Returned: the badge shows the date (read as a whole). */}
            <span className="max-sm:sr-only">Returned </span>
            {formatDate(payment.nsf_date)}
          </span>
        ) : (
          <span className="text-muted"><span aria-hidden="true">—</span><span className="sr-only">Not returned</span></span>
        )}
      </td>
    </tr>
  );
}

export function CompletedPaymentsTable({ payments, sortLabel }: { payments: CompletedPayment[]; sortLabel: 'ascending' | 'descending' }) {
  return (
    <table className={t.table}>
      <caption className="sr-only">Completed payments, {sortLabel === 'descending' ? 'newest' : 'oldest'} first</caption>
      <thead className={t.thead}>
        <tr>
          <th scope="col" aria-sort={sortLabel} className={t.th}>Date paid</th>
          <th scope="col" className={`${t.th} text-right`}>Amount</th>
          <th scope="col" className={t.th}>Method</th>
          <th scope="col" className={t.th}>Description</th>
          <th scope="col" className={t.th}>Returned (NSF)</th>
        </tr>
      </thead>
      <tbody className={t.tbody}>
        {payments.flatMap((p) => [
          <PaymentRow key={p.row_id} payment={p} />,
          ...p.child_payments.map((c) => <PaymentRow key={`${p.row_id}-${c.row_id}`} payment={c} parentDate={p.date_paid} />),
        ])}
      </tbody>
    </table>
  );
}
