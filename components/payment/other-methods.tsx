// The mail and cash tabs (spec 000 section 9, spec 001 sections 1 and 9), and the phone payment with its
// convenience fee, stated wherever payment by phone is offered.
import { SUPPORT_PHONE, telHref } from '@/lib/rules/contact';
import { formatCents } from '@/lib/rules/money';
import { FEES, PAYMENT_MAILING_ADDRESS } from '@/lib/rules/payment-methods';

export function PhonePaymentNote() {
  return (
    <p>
      To pay by phone, call <a href={telHref(SUPPORT_PHONE)} className="font-semibold whitespace-nowrap text-brand-700 underline">{SUPPORT_PHONE}</a>. A{' '}
      {formatCents(FEES.phone)} convenience fee applies to payments made over the phone.
    </p>
  );
}

export function MailPanel({ accountNumber }: { accountNumber: string }) {
  return (
    <section aria-labelledby="mail-heading" className="space-y-4">
      <h2 id="mail-heading" className="text-xl font-semibold">Pay by mail</h2>
      <p>Mailing a check or money order is free. Make it payable to ExpressWay Finance and write your loan account number, {accountNumber}, on it.</p>
      <address className="rounded-md border border-gray-200 bg-gray-50 p-4 not-italic">
        {PAYMENT_MAILING_ADDRESS.map((line) => (
          <span key={line} className="block">{line}</span>
        ))}
      </address>
      <p className="text-sm text-muted">Allow time for delivery: your payment counts on the day we receive it.</p>
      <h3 className="font-semibold">Pay by phone</h3>
      <PhonePaymentNote />
    </section>
  );
}

export function CashPanel({ accountNumber }: { accountNumber: string }) {
  return (
    <section aria-labelledby="cash-heading" className="space-y-4">
      <h2 id="cash-heading" className="text-xl font-semibold">Pay with cash</h2>
      <p>
        Pay with cash at any retail location of our cash-payment network. A {formatCents(FEES.cash)} fee applies to each cash payment.
      </p>
      <ol className="list-decimal space-y-1 pl-6">
        <li>Tell the cashier you are paying ExpressWay Finance.</li>
        <li>Give your loan account number: <strong>{accountNumber}</strong>.</li>
        <li>Keep your receipt; your payment usually posts the next business day.</li>
      </ol>
    </section>
  );
}
