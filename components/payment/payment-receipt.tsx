// The receipt on the payment's thanks page: what the customer keeps or prints. The figures are the
// lender's record of the transaction; the status is what it is now (a scheduled payment may since have
// been cancelled).
import { useTranslations } from 'next-intl';
import { useRules } from '@/components/i18n/use-rules';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import { confirmationNumber, paymentMethodLabel, receiptStatus } from '@/lib/rules/transactions';
import type { PaymentView } from '@/lib/view/transaction';
import { LENDER_NAME } from '@/lib/rules/contact';
import { FigureList } from '@/components/ui/figure-list';

export function PaymentReceipt({ payment }: { payment: PaymentView }) {
  const t = useTranslations('payment.receipt');
  const rules = useRules();
  const rows: [string, string][] = [
    [t('confirmation'), confirmationNumber(payment.id)],
    [t('amount'), formatDollars(payment.amount)],
    [t('date'), formatDate(payment.scheduledFor)],
    [t('submitted'), formatDate(payment.createdAt)],
    [t('method'), paymentMethodLabel(payment.method, rules)],
    [t('loan'), String(payment.applicationId)],
    [t('status'), receiptStatus(payment.status, rules)],
  ];
  return (
    <section aria-labelledby="receipt-heading" className="receipt rounded-md border border-gray-300 p-4 sm:p-5">
      <h2 id="receipt-heading" className="mb-1 text-lg font-semibold">{t('heading')}</h2>
      <p className="mb-3 text-sm text-muted">{LENDER_NAME}</p>
      <FigureList figures={rows} />
    </section>
  );
}
