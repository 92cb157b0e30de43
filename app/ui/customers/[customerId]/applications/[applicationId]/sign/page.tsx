// …/{applicationId}/sign — the customer reads the loan agreement and signs it. Only an application
// waiting for its signature can be signed; anything else goes back to the loan page.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { strong } from '@/components/i18n/rich';
import { notFound, redirect } from 'next/navigation';
import { loadLoanArea } from '@/lib/loan/load';
import { loanPath } from '@/lib/rules/loan-tabs';
import { formatDollars } from '@/lib/rules/money';
import { SignForm } from '@/components/loan/sign-form';
import { DocumentLinks } from '@/components/ui/document-links';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('application.sign'))('title') };
}

export default async function SignPage(props: { params: Promise<{ customerId: string; applicationId: string }> }) {
  const { customerId, applicationId } = await props.params;
  const { application, customerId: id } = await loadLoanArea(customerId, applicationId);
  if (application.isCard) notFound();
  const loanHref = loanPath(id, application.id);
  if (application.signed || application.statusCacheStatus !== 'waiting_agreement_signature' || application.finalContractId === null) redirect(loanHref);
  const agreement = `/files/${application.finalContractId}/url_proxy`;
  const amount = application.amount;
  const t = await getTranslations('application.sign');

  return (
    <section aria-labelledby="sign-heading" className="space-y-4 rounded-lg border border-gray-200 bg-white p-5 sm:p-6">
      <h1 id="sign-heading" className="text-2xl font-semibold">{t('title')}</h1>
      <p>{t.rich('intro', { id: application.id, hasAmount: String(amount !== null), amount: amount !== null ? formatDollars(amount) : '', strong })}</p>
      <p>
        <DocumentLinks href={agreement} view={t('read')} viewHidden={t('readHidden')} downloadHidden={t('downloadHidden')} className="font-semibold text-brand-700 underline" />
      </p>
      <ClientMessages paths={['application.sign', 'application.refusals']}>
        <SignForm applicationId={application.id} loanHref={loanHref} />
      </ClientMessages>
    </section>
  );
}
