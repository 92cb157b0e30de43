// …/{applicationId}/payments — payment history: the balance chart, completed payments (children under
// their parent), recovery payments of the kept codes, pending payments. Sorted and paged by the URL.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { lender } from '@/lib/lender/api';
import { foundOr404, loadOptional } from '@/lib/lender/page';
import { knownAcctrefno, rememberAcctrefno } from '@/lib/loan/acctrefno-cache';
import { historyHref, type HistoryParams } from '@/lib/loan/history';
import { loadLoanAccount, loadLoanArea, loanPageAddress, type LoanPageProps } from '@/lib/loan/load';
import { getKeptRecoveryPage } from '@/lib/loan/recovery';
import { balanceSeries } from '@/lib/rules/balance-chart';
import { parsePage, parseSort, sortByDate } from '@/lib/rules/history';
import { monthlyTotals, pageOf } from '@/lib/rules/lender-fallbacks';
import { loanPath } from '@/lib/rules/loan-tabs';
import { dollarsToCents } from '@/lib/rules/money';
import { requireCustomerAccess } from '@/lib/session/session';
import { toCompletedPaymentView, toRecoveryPaymentView } from '@/lib/view/history';
import { balanceChartOmitted } from '@/lib/view/loan-account';
import { LoanLoadError } from '@/components/loan/loan-load-error';
import { BalanceChart } from '@/components/history/balance-chart';
import { CompletedPaymentsTable } from '@/components/history/completed-payments';
import { Pager, SortLinks } from '@/components/history/list-nav';
import { PendingPaymentsTable } from '@/components/history/pending-payments';
import { RecoveryPaymentsTable } from '@/components/history/recovery-payments';
import { card } from '@/components/ui/stack-table';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('history'))('title') };
}

const PER_PAGE = 25;
const RECOVERY_PER_PAGE = 50;

export default async function PaymentHistoryPage(props: LoanPageProps) {
  const { customerId, applicationId, search } = await loanPageAddress(props);
  const { session } = await requireCustomerAccess(customerId);
  const params: HistoryParams = { sort: parseSort(search.sort), page: parsePage(search.page), rpage: parsePage(search.rpage) };
  const loadHistory = (acctrefno: string) =>
    Promise.all([
      loadOptional(lender.getPaidOffHistory({ token: session.token, query: { acctrefno, sort: params.sort, page: params.page, per_page: PER_PAGE } })).then(foundOr404),
      // Only the kept codes, filtered before paging.
      loadOptional(getKeptRecoveryPage(session.token, { acctrefno, sort: params.sort, page: params.rpage, per_page: RECOVERY_PER_PAGE })).then(foundOr404),
    ]);
  // With the loan's number already known, the payments load beside the application and the loan account.
  const guess = knownAcctrefno(Number(applicationId));
  const early = guess ? loadHistory(guess) : null;
  early?.catch(() => undefined); // awaited below when used; never an unhandled rejection when thrown away
  // The application (checked to be this customer's) and its loan account, side by side.
  const [{ application, customerId: id, applicationId: appId }, loan] = await Promise.all([
    loadLoanArea(customerId, applicationId),
    loadLoanAccount(customerId, applicationId),
  ]);
  // The tab is hidden without a loan account: its address leads back to the loan.
  if (!application.hasLoanAccount || loan === 'missing') redirect(loanPath(id, appId));
  if (loan === 'failed') return <LoanLoadError />;

  rememberAcctrefno(appId, loan.acctrefno);
  const [paid, recovery] = early && guess === loan.acctrefno ? await early : await loadHistory(loan.acctrefno);
  if (paid === 'failed' || recovery === 'failed') return <LoanLoadError />;

  const t = await getTranslations('history');
  const base = loanPath(id, appId, 'payments');
  const href = (change: Partial<HistoryParams>) => historyHref(base, { ...params, ...change });
  // A lender that does not page (no meta) answers the whole list: the portal sorts and pages it itself.
  const paidPage = pageOf(paid, { page: params.page, perPage: PER_PAGE, sort: params.sort, dateOf: (p) => p.date_paid });
  // Kept codes only, paged by the portal (lib/loan/recovery.ts).
  const kept = recovery.data;
  const pending = sortByDate(application.pendingPayments, params.sort, (p) => p.futureEffectiveAt);
  const noChart = balanceChartOmitted(loan);
  const points = balanceSeries(
    dollarsToCents(loan.originalNoteAmount),
    dollarsToCents(loan.payoffBalance),
    monthlyTotals(paid.meta, paid.data).map((m) => ({ month: m.month, paidCents: dollarsToCents(m.amount) })),
  );

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      {noChart ? <p className="text-sm text-muted">{t(noChart === 'settled' ? 'omittedSettled' : 'omittedSold')}</p> : <BalanceChart points={points} />}

      {pending.length > 0 && (
        <section aria-labelledby="pending-heading" className={card}>
          <h2 id="pending-heading" className="mb-1 text-lg font-semibold">{t('pendingHeading')}</h2>
          <p className="mb-3 text-sm text-muted">{t('pendingText')}</p>
          <PendingPaymentsTable payments={pending} />
        </section>
      )}

      <section aria-labelledby="completed-heading" className={card}>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="completed-heading" className="text-lg font-semibold">{t('completedHeading')}</h2>
          {paidPage.meta.total > 1 && (
            <SortLinks sort={params.sort} hrefFor={(sort) => href({ sort, page: 1, rpage: 1 })} label={t('order')} />
          )}
        </div>
        {paidPage.meta.total === 0 ? (
          <p className="rounded-md bg-gray-50 p-4 text-center">{t('none')}</p>
        ) : paidPage.items.length === 0 ? (
          <p className="text-muted">{t('noneOnPage')}</p>
        ) : (
          <CompletedPaymentsTable payments={paidPage.items.map(toCompletedPaymentView)} sortLabel={params.sort === 'asc' ? 'ascending' : 'descending'} />
        )}
        <Pager page={params.page} totalPages={paidPage.meta.total_pages} hrefFor={(page) => href({ page })} label={t('completedPages')} />
      </section>

      {(kept.length > 0 || params.rpage > 1) && (
        <section aria-labelledby="recovery-heading" className={card}>
          <h2 id="recovery-heading" className="mb-3 text-lg font-semibold">{t('recoveryHeading')}</h2>
          {kept.length > 0 ? <RecoveryPaymentsTable payments={kept.map(toRecoveryPaymentView)} /> : <p className="text-muted">{t('noRecoveryOnPage')}</p>}
          <Pager page={params.rpage} totalPages={recovery.meta.total_pages} hrefFor={(rpage) => href({ rpage })} label={t('recoveryPages')} />
        </section>
      )}
    </div>
  );
}
