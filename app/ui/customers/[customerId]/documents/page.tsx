// /ui/customers/{customerId}/documents?kind=&loan=&page= — the documents center: every document the lender
// has delivered (agreements, statements, letters, copies of payment authorizations, receipts, notices),
// newest first, 50 a page, by kind and loan; new until the customer opens one. Staff see a customer's,
// which leaves them new. Not found on a lender without the list (the header then offers no link).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Pager } from '@/components/history/list-nav';
import { DocumentsFilter } from '@/components/documents/documents-filter';
import { DocumentsTable } from '@/components/documents/documents-table';
import { Link } from '@/components/ui/link';
import { card } from '@/components/ui/stack-table';
import { loadDocumentsPage } from '@/lib/loan/documents';
import { documentsPath } from '@/lib/view/documents';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('documents'))('title') };
}

interface Props {
  params: Promise<{ customerId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function DocumentsPage(props: Props) {
  const [{ customerId }, search] = await Promise.all([props.params, props.searchParams]);
  // The lender calls go out beside the words, not after them: without a language cookie the words wait for the
  // customer's record (lib/i18n/request-locale.ts), which is one of the calls.
  const [page, t] = await Promise.all([loadDocumentsPage(customerId, search), getTranslations('documents')]);
  const { filters, documents } = page;
  const here = documentsPath(page.customerId, {});
  const filtered = filters.kind !== null || filters.applicationId !== null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p>{t('intro')}</p>
      {documents === null ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-danger">
          <p>{t('failed')}</p>
          <Link href={documentsPath(page.customerId, filters)} className="font-semibold underline">{t('tryAgain')}</Link>
        </div>
      ) : (
        <section aria-label={t('yours')} className={`${card} space-y-4`}>
          {(documents.total > 0 || filtered) && <DocumentsFilter action={here} filters={filters} kinds={documents.kinds} loans={page.loans} />}
          <p role="status" className="text-sm text-muted">
            {documents.total === 0 ? (filtered ? t('noneMatch') : t('none')) : t('count', { count: documents.total })}
          </p>
          {documents.rows.length > 0 && <DocumentsTable rows={documents.rows} loans={page.loans} customerId={page.customerId} />}
          <Pager page={documents.page} totalPages={documents.totalPages} hrefFor={(n) => documentsPath(page.customerId, { ...filters, page: n })} label={t('pages')} />
        </section>
      )}
    </div>
  );
}
