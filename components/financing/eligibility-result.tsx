// The overall answer of the additional-financing page, and the way on: 'Create a New Application'.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { phoneLink } from '@/components/i18n/rich';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import { buttonClass } from '@/components/ui/button';

interface Props {
  qualifies: boolean;
  /** Staff read the answer about the customer; only the customer applies. */
  customerName: string | null;
}

export function EligibilityResult({ qualifies, customerName }: Props) {
  const t = useTranslations('apply.financing');
  const heading = customerName
    ? t(qualifies ? 'staffQualifies' : 'staffNotQualifies', { name: customerName })
    : t(qualifies ? 'qualifies' : 'notQualifies');
  return (
    <section aria-labelledby="eligibility-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="eligibility-heading" className="mb-2 text-lg font-semibold">{heading}</h2>
      {qualifies ? (
        <p className={customerName ? '' : 'mb-4'}>{t(customerName ? 'staffCanApply' : 'canApply')}</p>
      ) : (
        <p>{t.rich('keepCurrent', { phone: SUPPORT_PHONE, tel: phoneLink(SUPPORT_PHONE, 'font-semibold text-brand-700 underline') })}</p>
      )}
      {qualifies && !customerName && (
        <Link href="/ui/apply?reapply" className={buttonClass('primary', 'w-full sm:w-auto')}>
          {t('create')}
        </Link>
      )}
    </section>
  );
}
