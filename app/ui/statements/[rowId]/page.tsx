// /ui/statements/{rowId}?application_id={id} — one statement: its figures, and its PDF to view or download.
// Another customer's statement (or loan) is not found.
import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { lender } from '@/lib/lender/api';
import { foundOr404, loadOptional } from '@/lib/lender/page';
import { mayViewCustomer } from '@/lib/rules/access';
import { formatDate } from '@/lib/rules/dates';
import { loanPath } from '@/lib/rules/loan-tabs';
import { requireSession } from '@/lib/session/session';
import { toApplicationView } from '@/lib/view/application';
import { toStatementView } from '@/lib/view/statement';
import { LoanLoadError } from '@/components/loan/loan-load-error';
import { StatementDetail } from '@/components/statements/statement-detail';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('statements'))('one') };
}

type Props = {
  params: Promise<{ rowId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const positiveId = (value: string | string[] | undefined) =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647 ? Number(value) : null;

export default async function StatementPage(props: Props) {
  const [{ rowId }, search] = await Promise.all([props.params, props.searchParams]);
  const session = await requireSession();
  const row = positiveId(rowId);
  const applicationId = positiveId(search.application_id);
  if (row === null || applicationId === null) notFound();

  const [application, statements] = await Promise.all([
    loadOptional(lender.getApplication({ token: session.token, id: applicationId })).then(foundOr404),
    loadOptional(lender.getStatements({ token: session.token, query: { id: applicationId } })).then(foundOr404),
  ]);
  if (application === 'failed' || statements === 'failed') return <LoanLoadError />;
  // Without the lender's user relationship, a customer's own application is theirs (the lender answers 404 for another's).
  const customerId = toApplicationView(application).ownerId ?? session.userId;
  if (!mayViewCustomer(session, customerId)) notFound();
  const found = statements.find((s) => s.statement_row_id === row);
  if (!found) notFound();
  const statement = toStatementView(found);
  const t = await getTranslations('statements');

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <p className="no-print">
        <Link href={loanPath(customerId, applicationId, 'statements')} className="font-medium text-brand-700 underline">
          <span aria-hidden="true">← </span>{t('back')}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">{t('heading', { date: formatDate(statement.date) })}</h1>
      <StatementDetail statement={statement} applicationId={applicationId} />
    </div>
  );
}
