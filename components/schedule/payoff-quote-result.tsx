// A payoff quote for a date: the amount, how it is made up, its letter, and the way to pay it that day.
import { useTranslations } from 'next-intl';
import { DocumentLinks } from '@/components/ui/document-links';
import { FigureList } from '@/components/ui/figure-list';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import type { PayoffQuoteView } from '@/lib/view/schedule';

export function PayoffQuoteResult({ quote, letterPath, payPath }: { quote: PayoffQuoteView; letterPath: string | null; payPath: string | null }) {
  const t = useTranslations('schedule.quote');
  return (
    <section aria-labelledby="payoff-quote" className="space-y-4">
      <h2 id="payoff-quote" className="text-lg font-semibold">{t('heading', { date: formatDate(quote.date) })}</h2>
      <FigureList
        large
        figures={[
          [t('amount'), formatDollars(quote.amount)],
          [t('balanceToday'), formatDollars(quote.balanceToday)],
          [t('perDiem'), formatDollars(quote.perDiem)],
          [t('goodThrough'), formatDate(quote.goodThrough)],
        ]}
      />
      {letterPath && (
        <p>
          <span className="font-semibold">{t('letter')}</span>{' '}
          <DocumentLinks href={letterPath} view={t('view')} viewHidden={t('viewHidden')} downloadHidden={t('downloadHidden')} className="font-medium text-brand-700 underline" />
        </p>
      )}
      {payPath && (
        <Link href={payPath} className={buttonClass('primary')}>
          {t('pay')}
        </Link>
      )}
    </section>
  );
}
