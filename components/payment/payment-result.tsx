// The payment result pages (spec 001 sections 4 and 8): thanks with the scheduled amount and date and
// a receipt to keep or print, and the payment error.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { phoneLink, strong } from '@/components/i18n/rich';
import { buttonClass } from '@/components/ui/button';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import { formatDate } from '@/lib/rules/dates';
import { formatCents, formatDollars } from '@/lib/rules/money';
import { FEES, PAYMENT_TIMING } from '@/lib/rules/payment-methods';
import type { PaymentView } from '@/lib/view/transaction';
import { AuthorizationCopyLink } from './authorization-copy-link';
import { PaymentReceipt } from './payment-receipt';
import { PrintReceiptButton } from './print-receipt-button';

export function PaymentThanks({ payment, loanHref }: { payment: PaymentView; loanHref: string }) {
  const t = useTranslations('payment.thanks');
  return (
    <section aria-labelledby="thanks-heading" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 print:border-0 print:p-0">
      <h1 id="thanks-heading" className="text-2xl font-semibold">{t('heading')}</h1>
      <p className="text-lg">{t.rich('text', { amount: formatDollars(payment.amount), date: formatDate(payment.scheduledFor), strong })}</p>
      {payment.accountName && <p className="text-muted">{t('paidFrom', { account: payment.accountName })}</p>}
      <PaymentReceipt payment={payment} />
      {payment.authorizationCopyId !== null && <AuthorizationCopyLink fileId={payment.authorizationCopyId} kind="authorization" />}
      {payment.status === 'cancelled' ? (
        <p className="font-semibold">{t('cancelled')}</p>
      ) : (
        <p className="text-sm text-muted">{t('timing', { hours: PAYMENT_TIMING.takesEffectWithinHours })}</p>
      )}
      {payment.cancellable && payment.lastCancelDate && (
        <p className="text-sm">{t('cancelUntil', { date: formatDate(payment.lastCancelDate) })}</p>
      )}
      <div className="no-print flex flex-col gap-3 sm:flex-row">
        <PrintReceiptButton label={t('print')} />
        <Link href={loanHref} className={buttonClass('primary')}>{t('backToLoan')}</Link>
      </div>
    </section>
  );
}

export function PaymentError({ loanHref }: { loanHref: string }) {
  const t = useTranslations('payment.error');
  const tt = useTranslations('payment.thanks');
  return (
    <section aria-labelledby="payment-error-heading" className="space-y-4 rounded-lg border border-red-300 bg-white p-6">
      <h1 id="payment-error-heading" className="text-2xl font-semibold text-danger">{t('title')}</h1>
      <p role="alert" className="text-lg">{t('text')}</p>
      <p>{t.rich('call', { phone: SUPPORT_PHONE, fee: formatCents(FEES.phone), tel: phoneLink(SUPPORT_PHONE) })}</p>
      <Link href={loanHref} className={buttonClass('primary')}>{tt('backToLoan')}</Link>
    </section>
  );
}
