// The application's pending payments (spec 001 section 3: amount, date, paying account), each with its cancel.
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import type { PendingPayment } from '@/lib/view/application';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CancelScheduledPayment } from './cancel-scheduled-payment';

export function PendingPayments({ payments, today }: { payments: PendingPayment[]; today: string }) {
  const t = useTranslations('loan.pending');
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="pending-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="pending-heading" className="mb-3 text-xl font-semibold">{t('heading')}</h2>
      <ul className="divide-y divide-gray-200">
        {payments.map((p, i) => (
          <li key={p.id ?? `${p.futureEffectiveAt}-${i}`} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold tabular-nums">{formatDollars(p.amount)}</p>
              <p className="text-sm text-muted">
                {p.futureEffectiveAt ? t('scheduledFor', { date: formatDate(p.futureEffectiveAt) }) : t('processing')}
                {p.accountName ? t('from', { account: p.accountName }) : ''}
              </p>
            </div>
            {/* Without the payment's id (the lender's extension) there is nothing to cancel it by. */}
            {p.id !== undefined && (
              <ClientMessages paths={['payment.cancel', 'payment.copy']}>
                <CancelScheduledPayment payment={{ ...p, id: p.id }} today={today} />
              </ClientMessages>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
