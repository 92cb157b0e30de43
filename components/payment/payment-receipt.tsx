// The receipt on the payment's thanks page: what the customer keeps or prints. The figures are the
// lender's record of the transaction; the status is what it is now (a scheduled payment may since have
// been cancelled).
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import { confirmationNumber, receiptStatus } from '@/lib/rules/transactions';
import type { PaymentView } from '@/lib/view/transaction';
import { LENDER_NAME } from '@/lib/rules/contact';
import { FigureList } from '@/components/ui/figure-list';

export function PaymentReceipt({ payment }: { payment: PaymentView }) {
  const rows: [string, string][] = [
    ['Confirmation number', confirmationNumber(payment.id)],
    ['Amount', formatDollars(payment.amount)],
    ['Payment date', formatDate(payment.scheduledFor)],
    ['Submitted on', formatDate(payment.createdAt)],
    ['Payment method', payment.methodLabel],
    ['Loan', String(payment.applicationId)],
    ['Status', receiptStatus(payment.status)],
  ];
  return (
    <section aria-labelledby="receipt-heading" className="receipt rounded-md border border-gray-300 p-4 sm:p-5">
      <h2 id="receipt-heading" className="mb-1 text-lg font-semibold">Payment receipt</h2>
      <p className="mb-3 text-sm text-muted">{LENDER_NAME}</p>
      <FigureList figures={rows} />
    </section>
  );
}
