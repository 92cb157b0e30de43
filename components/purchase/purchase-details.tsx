// The purchase fields of spec 000 section 3, as the confirmation modal lists them.
import { formatDollars } from '@/lib/rules/money';
import { aprText, deferredInterestText } from '@/lib/rules/purchase';
import type { PurchaseView } from '@/lib/view/purchase';
import { FigureList } from '@/components/ui/figure-list';

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
    <FigureList figures={rows} look="table" />
  );
}
