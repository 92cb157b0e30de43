// The autopay summary on Make Payment (spec 001 section 4): amount, payment day, account and next
// debit, with Manage Autopay (the bank tab on manage autopay) and Make an Additional Payment (the
// payment step). Plain links: each reloads the page in the chosen mode.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import type { Autopay } from '@/lib/view/application';

export function AutopaySummary({ autopay, accountLast4, basePath }: { autopay: Autopay; accountLast4: string | null; basePath: string }) {
  const t = useTranslations('payment.autopaySummary');
  const rows: [string, string][] = [
    [t('amount'), formatDollars(autopay.totalAmount)],
    [t('day'), t('dayValue', { day: autopay.paymentDay })],
    [t('account'), accountLast4 ? `${autopay.bankAccountName} ••••${accountLast4}` : autopay.bankAccountName],
    [t('next'), formatDate(autopay.nextTransactionDate)],
  ];
  return (
    <section aria-labelledby="autopay-summary-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="autopay-summary-heading" className="mb-3 text-xl font-semibold">{t('heading')}</h2>
      <dl className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-3">
        <Link href={`${basePath}?manageAutoPay=1`} className={buttonClass('primary')}>{t('manage')}</Link>
        <Link href={`${basePath}?method=bankPayment&additionalPayment=1`} className={buttonClass('secondary')}>{t('additional')}</Link>
      </div>
    </section>
  );
}
