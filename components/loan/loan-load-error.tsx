import { useTranslations } from 'next-intl';
import { phoneLink } from '@/components/i18n/rich';
import { LOAN_ACCOUNT_SPECIALIST_PHONE } from '@/lib/rules/contact';

/** Spec 001 section 8: the loan could not be loaded. */
export function LoanLoadError() {
  const t = useTranslations('loan');
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-danger">
      {t.rich('loadError', { phone: LOAN_ACCOUNT_SPECIALIST_PHONE, tel: phoneLink(LOAN_ACCOUNT_SPECIALIST_PHONE, 'font-semibold underline') })}
    </p>
  );
}
