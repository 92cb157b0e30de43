// The active autopay line of the loan summary: amount and payment day as an ordinal (spec 001 section 9).
import { Link } from '@/components/ui/link';
import { formatDollars } from '@/lib/rules/money';
import { ordinal } from '@/lib/rules/ordinal';
import type { Autopay } from '@/lib/view/application';

export function AutopayLine({ autopay, manageHref }: { autopay: Autopay | null; manageHref: string | null }) {
  if (!autopay) return <p>Autopay is off.</p>;
  return (
    <p>
      <span className="font-semibold">Autopay is on:</span> {formatDollars(autopay.totalAmount)} on the{' '}
      {ordinal(autopay.paymentDay)} of each month from {autopay.bankAccountName}.{' '}
      {manageHref && (
        <Link href={manageHref} className="font-medium whitespace-nowrap text-brand-700 underline">Manage Autopay</Link>
      )}
    </p>
  );
}
