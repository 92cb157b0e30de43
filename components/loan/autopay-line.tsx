// The active autopay line of the loan summary: amount and payment day as an ordinal (spec 001 section 9).
import { Link } from '@/components/ui/link';
import type { ApplicationAttributes } from '@/lib/contract/applications';
import { formatDollars } from '@/lib/rules/money';
import { ordinal } from '@/lib/rules/ordinal';

export function AutopayLine({ recurring, manageHref }: { recurring: ApplicationAttributes['active_recurring_payment']; manageHref: string | null }) {
  if (!recurring) return <p>Autopay is off.</p>;
  return (
    <p>
      <span className="font-semibold">Autopay is on:</span> {formatDollars(recurring.total_amount)} on the{' '}
      {ordinal(recurring.payment_day)} of each month from {recurring.recurrable_name}.{' '}
      {manageHref && (
        <Link href={manageHref} className="font-medium whitespace-nowrap text-brand-700 underline">Manage Autopay</Link>
      )}
    </p>
  );
}
