// …/{applicationId}/payoff-quote?date= — the payoff amount for a chosen date (today up to 30 days ahead,
// not after max_single_payment_date), its letter, and "Pay this amount on this date". A GET: asking
// changes nothing. Left out (back to the loan) when the lender offers no quote.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoanLoadError } from '@/components/loan/loan-load-error';
import { PayoffQuoteForm } from '@/components/schedule/payoff-quote-form';
import { PayoffQuoteResult } from '@/components/schedule/payoff-quote-result';
import { Link } from '@/components/ui/link';
import { card } from '@/components/ui/stack-table';
import { loadPayoffQuotePage } from '@/lib/loan/schedule';
import type { LoanPageProps } from '@/lib/loan/load';
import { loanPath } from '@/lib/rules/loan-tabs';
import type { RuleTranslator } from '@/lib/rules/messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('schedule.quote'))('title') };
}

export default async function PayoffQuotePage(props: LoanPageProps) {
  const [{ customerId, applicationId }, search] = await Promise.all([props.params, props.searchParams]);
  const date = typeof search.date === 'string' ? search.date : '';
  // The lender calls go out beside the words, not after them: without a language cookie the words wait for the
  // customer's record (lib/i18n/request-locale.ts), which is one of the calls.
  const [page, t] = await Promise.all([loadPayoffQuotePage(customerId, applicationId, date, getTranslations('rules') as Promise<RuleTranslator>), getTranslations('schedule')]);
  const { customerId: id, applicationId: appId } = page.area;
  const quote = page.quote;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('quote.pageHeading')}</h1>
      <p>{t('quote.intro')}</p>
      <section aria-label={t('quote.pageHeading')} className={`${card} space-y-6`}>
        <PayoffQuoteForm action={loanPath(id, appId, 'payoff-quote')} date={date} today={page.limits.today} last={page.limits.last} error={page.error} />
        {page.failed && <LoanLoadError />}
        {quote && (
          <PayoffQuoteResult
            quote={quote}
            letterPath={`/files/payoff-quote/${appId}/${quote.date}`}
            payPath={page.area.application.canMakePayment ? `${loanPath(id, appId, 'make-payment')}?amount=${quote.amount.toFixed(2)}&date=${quote.date}` : null}
          />
        )}
      </section>
      <Link href={loanPath(id, appId, 'schedule')} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">{t('quote.back')}</Link>
    </div>
  );
}
