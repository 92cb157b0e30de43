// The purchase fields of spec 000 section 3, as the confirmation modal lists them.
import type { Purchase } from '@/lib/contract/purchases';
import { formatDollars } from '@/lib/rules/money';
import { aprText, deferredInterestText } from '@/lib/rules/purchase';

export function PurchaseDetails({ purchase }: { purchase: Purchase }) {
  const rows: [string, string][] = [
    ['Dealership', purchase.dealership.name],
    ['Amount', formatDollars(purchase.actual_amount)],
    ['Term', `${purchase.term} months`],
    ['Minimum monthly payment', formatDollars(purchase.minimum_monthly_payment)],
    ['APR', aprText(purchase.rate)],
    ['Deferred interest', deferredInterestText(purchase.deferred_interest_months)],
  ];
  return (
    <dl className="divide-y divide-gray-200 rounded-md border border-gray-200">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-1 gap-0.5 px-4 py-2.5 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
