// …/{applicationId}/statements — the loan's statements, each linking to its statement page.
import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { lender } from '@/lib/lender/api';
import { foundOr404, loadOptional } from '@/lib/lender/page';
import { loadLoanArea } from '@/lib/loan/load';
import { loanPath } from '@/lib/rules/loan-tabs';
import { requireCustomerAccess } from '@/lib/session/session';
import { LoanLoadError } from '@/components/loan/loan-load-error';
import { StatementsTable } from '@/components/statements/statements-table';
import { card } from '@/components/ui/stack-table';
import { toStatementView } from '@/lib/view/statement';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('statements'))('title') };
}

export default async function StatementsPage(props: { params: Promise<{ customerId: string; applicationId: string }> }) {
  const { customerId, applicationId } = await props.params;
  const { session } = await requireCustomerAccess(customerId);
  const id = Number(applicationId);
  // The application and its statements side by side; the lender answers 404 for another's.
  const [{ application, customerId: custId, applicationId: appId }, statements] = await Promise.all([
    loadLoanArea(customerId, applicationId),
    Number.isSafeInteger(id) && id > 0 ? loadOptional(lender.getStatements({ token: session.token, query: { id } })).then(foundOr404) : Promise.resolve('failed' as const),
  ]);
  // The tab is hidden without a loan account: its address leads back to the loan.
  if (!application.hasLoanAccount) redirect(loanPath(custId, appId));
  if (statements === 'failed') return <LoanLoadError />;
  const t = await getTranslations('statements');

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <section aria-label={t('yours')} className={card}>
        {statements.length === 0 ? (
          <p className="rounded-md bg-gray-50 p-4 text-center">{t('none')}</p>
        ) : (
          <StatementsTable statements={statements.map(toStatementView)} applicationId={appId} />
        )}
      </section>
    </div>
  );
}
