// The application's pending payments (spec 001 section 3: amount, future_effective_at,
// transactable_name), each with its cancel.
import type { ApplicationAttributes } from '@/lib/contract/applications';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import { CancelScheduledPayment } from './cancel-scheduled-payment';

export function PendingPayments({ payments, today }: { payments: ApplicationAttributes['pending_payments']; today: string }) {
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="pending-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="pending-heading" className="mb-3 text-xl font-semibold">Pending payments</h2>
      <ul className="divide-y divide-gray-200">
        {payments.map((p, i) => (
          <li key={p.id ?? `${p.future_effective_at}-${i}`} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold tabular-nums">{formatDollars(p.amount)}</p>
              <p className="text-sm text-muted">
                {p.future_effective_at ? `Scheduled for ${formatDate(p.future_effective_at)}` : 'Processing'}
                {p.transactable_name ? ` from ${p.transactable_name}` : ''}
              </p>
            </div>
            {/* Without the payment's id (the lender's extension) there is nothing to cancel it by. */}
            {p.id !== undefined && <CancelScheduledPayment payment={{ ...p, id: p.id }} today={today} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
