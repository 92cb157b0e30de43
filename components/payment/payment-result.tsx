// The payment result pages (spec 001 sections 4 and 8): thanks with the scheduled amount and date and
// a receipt to keep or print, and the payment error.
import { Link } from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button';
import { SUPPORT_PHONE, telHref } from '@/lib/rules/contact';
import { formatDate } from '@/lib/rules/dates';
import { formatCents, formatDollars } from '@/lib/rules/money';
import { FEES, PAYMENT_TIMING } from '@/lib/rules/payment-methods';
import type { PaymentView } from '@/lib/view/transaction';
import { PaymentReceipt } from './payment-receipt';
import { PrintReceiptButton } from './print-receipt-button';

export function PaymentThanks({ payment, loanHref }: { payment: PaymentView; loanHref: string }) {
  return (
    <section aria-labelledby="thanks-heading" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 print:border-0 print:p-0">
      <h1 id="thanks-heading" className="text-2xl font-semibold">Thank you for your payment!</h1>
      <p className="text-lg">
        Your payment of <strong className="tabular-nums">{formatDollars(payment.amount)}</strong> is scheduled for <strong>{formatDate(payment.scheduledFor)}</strong>.
      </p>
      {payment.accountName && <p className="text-muted">Paid from {payment.accountName}.</p>}
      <PaymentReceipt payment={payment} />
      {payment.status === 'cancelled' ? (
        <p className="font-semibold">This payment has been cancelled.</p>
      ) : (
        <p className="text-sm text-muted">Payments may take up to {PAYMENT_TIMING.takesEffectWithinHours} hours to take effect.</p>
      )}
      {payment.cancellable && payment.lastCancelDate && (
        <p className="text-sm">You can cancel it on the Make Payment page until {formatDate(payment.lastCancelDate)}.</p>
      )}
      <div className="no-print flex flex-col gap-3 sm:flex-row">
        <PrintReceiptButton />
        <Link href={loanHref} className={buttonClass('primary')}>Back to Loan</Link>
      </div>
    </section>
  );
}

export const PAYMENT_ERROR_TITLE = 'Payment Error';
export const PAYMENT_ERROR_TEXT = 'We encountered an error with this payment! Please call us to make this payment over the phone';

export function PaymentError({ loanHref }: { loanHref: string }) {
  return (
    <section aria-labelledby="payment-error-heading" className="space-y-4 rounded-lg border border-red-300 bg-white p-6">
      <h1 id="payment-error-heading" className="text-2xl font-semibold text-danger">{PAYMENT_ERROR_TITLE}</h1>
      <p role="alert" className="text-lg">{PAYMENT_ERROR_TEXT}</p>
      <p>
        Call us at <a href={telHref(SUPPORT_PHONE)} className="font-semibold whitespace-nowrap text-brand-700 underline">{SUPPORT_PHONE}</a>. A{' '}
        {formatCents(FEES.phone)} convenience fee applies to payments made over the phone.
      </p>
      <Link href={loanHref} className={buttonClass('primary')}>Back to Loan</Link>
    </section>
  );
}
