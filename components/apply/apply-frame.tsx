// The frame of both apply routes (/ui/apply and …/applications/new): heading, intro, and the body.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';

export function ApplyFrame({ children }: { children: React.ReactNode }) {
  const t = useTranslations('apply');
  return (
    <section aria-labelledby="apply-heading" className="mx-auto max-w-2xl rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h1 id="apply-heading" className="mb-4 text-2xl font-semibold">{t('heading')}</h1>
      {children}
    </section>
  );
}

/** Staff open the apply routes too (unknown paths lead there), but a customer applies for themselves. */
export function StaffApplyNotice() {
  const t = useTranslations('apply');
  return (
    <p role="status">
      {t('staff')}{' '}
      <Link href="/ui/staff" className="font-medium text-brand-700 underline">{t('findCustomer')}</Link>
    </p>
  );
}

export function ApplyLoadError() {
  const t = useTranslations('apply');
  return (
    <p role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-danger">
      {t('loadError')}
    </p>
  );
}
