// Payments scheduled on the loan that have not taken effect yet (spec 001 section 3, pending_payments).
import type { ApplicationAttributes } from '@/lib/contract/applications';
import { formatDate, lenderToday } from '@/lib/rules/dates';
import { CancelScheduledPayment } from '@/components/payment/cancel-scheduled-payment';
import { formatDollars } from '@/lib/rules/money';

export function PendingPayments({ payments }: { payments: ApplicationAttributes['pending_payments'] }) {
  if (payments.length === 0) return null;
  const today = lenderToday();
  return (
    <section aria-labelledby="pending-heading" className="rounded-lg border border-gray-200 bg-white p-5">
      <h2 id="pending-heading" className="mb-2 text-lg font-semibold">Pending payments</h2>
      <ul className="divide-y divide-gray-200">
        {payments.map((p) => (
          <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
            <span className="font-semibold tabular-nums">{formatDollars(p.amount)}</span>
            <span className="text-sm">
              {p.future_effective_at ? `Scheduled for ${formatDate(p.future_effective_at)}` : 'Processing'}
              {p.transactable_name ? ` from ${p.transactable_name}` : ''}
            </span>
            <CancelScheduledPayment payment={p} today={today} />
          </li>
        ))}
      </ul>
    </section>
  );
}
