// The purchase fields of spec 000 section 3, as the confirmation modal lists them.
import { useTranslations } from 'next-intl';
import { formatDollars } from '@/lib/rules/money';
import { aprText, deferredInterestText } from '@/lib/rules/purchase';
import type { PurchaseView } from '@/lib/view/purchase';
import { FigureList } from '@/components/ui/figure-list';

export function PurchaseDetails({ purchase }: { purchase: PurchaseView }) {
  const t = useTranslations('card.purchase');
  const rows: [string, string][] = [
    [t('fields.dealership'), purchase.dealershipName],
    [t('fields.amount'), formatDollars(purchase.amount)],
    [t('fields.term'), t('fields.termMonths', { months: purchase.termMonths })],
    [t('fields.minimum'), formatDollars(purchase.minimumMonthlyPayment)],
    [t('fields.apr'), aprText(purchase.rate, t)],
    [t('fields.deferred'), deferredInterestText(purchase.deferredInterestMonths, t)],
  ];
  return (
    <FigureList figures={rows} look="table" />
  );
}
