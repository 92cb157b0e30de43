// The active autopay line of the loan summary: amount and payment day (spec 001 section 9: an ordinal in
// English, "el día 5" in Spanish).
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { strong } from '@/components/i18n/rich';
import { formatDollars } from '@/lib/rules/money';
import type { Autopay } from '@/lib/view/application';

export function AutopayLine({ autopay, manageHref }: { autopay: Autopay | null; manageHref: string | null }) {
  const t = useTranslations('loan.summary');
  if (!autopay) return <p>{t('autopayOff')}</p>;
  return (
    <p>
      {t.rich('autopayOn', { amount: formatDollars(autopay.totalAmount), day: autopay.paymentDay, account: autopay.bankAccountName, strong })}{' '}
      {manageHref && (
        <Link href={manageHref} className="font-medium whitespace-nowrap text-brand-700 underline">{t('manageAutopay')}</Link>
      )}
    </p>
  );
}
