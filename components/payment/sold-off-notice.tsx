// A sold-off loan (spec 000 section 2, spec 001 section 4): no payment tabs; the debt buyer's contact.
import { useTranslations } from 'next-intl';
import { phoneLink } from '@/components/i18n/rich';
import { SUPPORT_PHONE, telHref } from '@/lib/rules/contact';
import { formatDate } from '@/lib/rules/dates';
import type { LoanAccountView } from '@/lib/view/loan-account';

/** 8005550142 → (800) 555-0142 */
const formatPhone = (phone: string) => {
  const d = phone.replace(/\D/g, '').slice(-10);
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : phone;
};

export function SoldOffNotice({ account }: { account: Pick<LoanAccountView, 'soldOffDate' | 'debtBuyer'> }) {
  const buyer = account.debtBuyer;
  const t = useTranslations('payment.soldOff');
  return (
    <section aria-labelledby="sold-off-heading" className="space-y-3 rounded-lg border border-amber-400 bg-amber-50 p-6">
      <h2 id="sold-off-heading" className="text-xl font-semibold">{t('heading')}</h2>
      <p>{t('message')}</p>
      {account.soldOffDate && <p>{t('effective', { date: formatDate(account.soldOffDate) })}</p>}
      {buyer ? (
        <div>
          <p className="mb-1">{t('contact')}</p>
          <p className="font-semibold">{buyer.name}</p>
          <p>
            {t('phone')} <a href={telHref(buyer.phone)} className="font-semibold whitespace-nowrap text-brand-700 underline">{formatPhone(buyer.phone)}</a>
          </p>
          <address className="not-italic">{buyer.address}</address>
        </div>
      ) : (
        <p>{t.rich('call', { phone: SUPPORT_PHONE, tel: phoneLink(SUPPORT_PHONE) })}</p>
      )}
    </section>
  );
}
