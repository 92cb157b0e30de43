// The repair behind a loan (GET /api/repairs/{applicationId}): service center, repair amount, repair order
// status. The page loads it; a loan without a repair shows nothing.
import { useTranslations } from 'next-intl';
import { formatDollars } from '@/lib/rules/money';
import { repairOrderStatusLabel } from '@/lib/rules/repairs';
import type { RepairView } from '@/lib/view/repair';

export function RepairDetails({ repair }: { repair: RepairView }) {
  const t = useTranslations('loan.repair');
  const status = `statuses.${repair.orderStatus}` as 'statuses.estimate';
  return (
    <section aria-labelledby={`repair-${repair.id}-heading`} className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id={`repair-${repair.id}-heading`} className="mb-2 text-lg font-semibold">{t('heading')}</h2>
      <p className="mb-3">{repair.description}</p>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">{t('serviceCenter')}</dt>
          <dd className="font-medium">{repair.serviceCenterName ?? t('notChosen')}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('amount')}</dt>
          <dd className="font-medium tabular-nums">{formatDollars(repair.amount)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('status')}</dt>
          <dd className="font-medium">{t.has(status) ? t(status) : repairOrderStatusLabel(repair.orderStatus)}</dd>
        </div>
      </dl>
    </section>
  );
}
