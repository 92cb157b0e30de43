// …/{applicationId}/assistance/servicemember — the servicemember rate cap (SCRA, 50 U.S.C. 3937): what it
// gives and when to ask, and the request form when the loan may take one (else back to the help page, which
// shows the open request). Left out (back to the loan) when the lender offers no assistance requests.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ScraForm } from '@/components/assistance/scra-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LoanLoadError } from '@/components/loan/loan-load-error';
import { Link } from '@/components/ui/link';
import { card } from '@/components/ui/stack-table';
import { loadAssistancePage } from '@/lib/loan/assistance';
import type { LoanPageProps } from '@/lib/loan/load';
import { loanPath } from '@/lib/rules/loan-tabs';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('assistance'))('scra.title') };
}

export default async function ServicememberPage(props: LoanPageProps) {
  // The loads go out beside the translations (the locale may itself wait on a lender call): one round.
  const { customerId, applicationId } = await props.params;
  const [t, page] = await Promise.all([getTranslations('assistance'), loadAssistancePage(customerId, applicationId)]);
  const help = loanPath(page.area.customerId, page.area.applicationId, 'assistance');
  if (page.list && !page.list.mayRequest) redirect(help);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('scra.heading')}</h1>
      <p>{t('scra.intro')}</p>
      <p>{t('scra.when')}</p>
      {page.failed && <LoanLoadError />}
      {page.list && !page.staff && (
        <div className={card}>
          <ClientMessages paths={['assistance']}>
            <ScraForm applicationId={page.area.applicationId} today={page.today} donePath={`${help}?sent=1#documents`} />
          </ClientMessages>
        </div>
      )}
      {page.staff && <p className="text-muted">{t('staffOnly')}</p>}
      <p><Link href={help} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">{t('title')}</Link></p>
    </div>
  );
}
