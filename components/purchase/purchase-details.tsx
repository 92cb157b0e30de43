// The purchase fields of spec 000 section 3, as the confirmation modal lists them.
import { formatDollars } from '@/lib/rules/money';
import { aprText, deferredInterestText } from '@/lib/rules/purchase';
import type { PurchaseView } from '@/lib/view/purchase';

export function PurchaseDetails({ purchase }: { purchase: PurchaseView }) {
  const rows: [string, string][] = [
    ['Dealership', purchase.dealershipName],
    ['Amount', formatDollars(purchase.amount)],
    ['Term', `${purchase.termMonths} months`],
    ['Minimum monthly payment', formatDollars(purchase.minimumMonthlyPayment)],
    ['APR', aprText(purchase.rate)],
    ['Deferred interest', deferredInterestText(purchase.deferredInterestMonths)],
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
