// The mail and cash tabs (spec 000 section 9, spec 001 sections 1 and 9), and the phone payment with its
// convenience fee, stated wherever payment by phone is offered.
import { useTranslations } from 'next-intl';
import { phoneLink, strong } from '@/components/i18n/rich';
import { LENDER_NAME, SUPPORT_PHONE } from '@/lib/rules/contact';
import { formatCents } from '@/lib/rules/money';
import { FEES, PAYMENT_MAILING_ADDRESS } from '@/lib/rules/payment-methods';

export function PhonePaymentNote() {
  const t = useTranslations('payment.other');
  return <p>{t.rich('phone', { phone: SUPPORT_PHONE, fee: formatCents(FEES.phone), tel: phoneLink(SUPPORT_PHONE) })}</p>;
}

export function MailPanel({ accountNumber }: { accountNumber: string }) {
  const t = useTranslations('payment.other');
  return (
    <section aria-labelledby="mail-heading" className="space-y-4">
      <h2 id="mail-heading" className="text-xl font-semibold">{t('mailHeading')}</h2>
      <p>{t('mailText', { lender: LENDER_NAME, account: accountNumber })}</p>
      <address className="rounded-md border border-gray-200 bg-gray-50 p-4 not-italic">
        {PAYMENT_MAILING_ADDRESS.map((line) => (
          <span key={line} className="block">{line}</span>
        ))}
      </address>
      <p className="text-sm text-muted">{t('mailTiming')}</p>
      <h3 className="font-semibold">{t('phoneHeading')}</h3>
      <PhonePaymentNote />
    </section>
  );
}

export function CashPanel({ accountNumber }: { accountNumber: string }) {
  const t = useTranslations('payment.other');
  return (
    <section aria-labelledby="cash-heading" className="space-y-4">
      <h2 id="cash-heading" className="text-xl font-semibold">{t('cashHeading')}</h2>
      <p>{t('cashText', { fee: formatCents(FEES.cash) })}</p>
      <ol className="list-decimal space-y-1 pl-6">
        <li>{t('cashStep1', { lender: LENDER_NAME })}</li>
        <li>{t.rich('cashStep2', { account: accountNumber, strong })}</li>
        <li>{t('cashStep3')}</li>
      </ol>
    </section>
  );
}
