// The receipt on the payment's thanks page: what the customer keeps or prints. The figures are the
// lender's record of the transaction; the status is what it is now (a scheduled payment may since have
// been cancelled).
import type { Transaction } from '@/lib/contract/transactions';
import { formatDate, lenderToday } from '@/lib/rules/dates';
import { transactionStatusOf } from '@/lib/rules/lender-fallbacks';
import { formatDollars } from '@/lib/rules/money';
import { confirmationNumber, paymentMethodLabel, receiptStatus, scheduledDate } from '@/lib/rules/transactions';
import { LENDER_NAME } from '@/lib/rules/contact';
import { FigureList } from '@/components/ui/figure-list';

export function PaymentReceipt({ transaction, applicationId }: { transaction: Transaction; applicationId: number }) {
  const t = transaction.attributes;
  const rows: [string, string][] = [
    ['Confirmation number', confirmationNumber(transaction.id)],
    ['Amount', formatDollars(t.amount)],
    ['Payment date', formatDate(scheduledDate(t))],
    ['Submitted on', formatDate(t.created_at)],
    ['Payment method', paymentMethodLabel({ transactable_type: t.transactable_type, transactable_name: t.transactable_name ?? null })],
    ['Loan', String(applicationId)],
    ['Status', receiptStatus(transactionStatusOf(t, lenderToday()))],
  ];
  return (
    <section aria-labelledby="receipt-heading" className="receipt rounded-md border border-gray-300 p-4 sm:p-5">
      <h2 id="receipt-heading" className="mb-1 text-lg font-semibold">Payment receipt</h2>
      <p className="mb-3 text-sm text-muted">{LENDER_NAME}</p>
      <FigureList figures={rows} />
    </section>
  );
}
