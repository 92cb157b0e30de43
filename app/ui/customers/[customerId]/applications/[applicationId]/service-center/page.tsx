// /ui/customers/{customerId}/applications/{applicationId}/service-center — where 'Choose a service center'
// leads: the repair, and the service centers to choose from while the application needs one.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Link } from '@/components/ui/link';
import { lender } from '@/lib/lender/api';
import { foundOr404, loadOptional } from '@/lib/lender/page';
import { loadLoanArea } from '@/lib/loan/load';
import { loanPath } from '@/lib/rules/loan-tabs';
import { requireCustomerAccess } from '@/lib/session/session';
import { LoanLoadError } from '@/components/loan/loan-load-error';
import { RepairDetails } from '@/components/loan/repair-summary';
import { ServiceCenterChooser } from '@/components/loan/service-center-chooser';
import { shownRepair } from '@/lib/view/repair';
import { toServiceCenter } from '@/lib/view/service-center';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('application.serviceCenter'))('title') };
}

export default async function ServiceCenterPage(props: { params: Promise<{ customerId: string; applicationId: string }> }) {
  const { customerId, applicationId } = await props.params;
  const { session } = await requireCustomerAccess(customerId);
  const appId = Number(applicationId);
  // The loan area's own checks (this customer's application) run beside the two look-ups.
  const [area, dealerships, repair] = await Promise.all([
    loadLoanArea(customerId, applicationId),
    loadOptional(lender.getDealerships({ token: session.token })).then(foundOr404),
    Number.isSafeInteger(appId) && appId > 0 ? loadOptional(lender.getRepair({ token: session.token, id: appId })).then(shownRepair) : null,
  ]);
  const { application, customerId: id } = area;
  if (application.isCard) return <LoanLoadError />;

  const t = await getTranslations('application.serviceCenter');
  const back = loanPath(id, application.id);
  const needed = application.needsServiceCenter;
  return (
    <div className="space-y-4">
      <section aria-labelledby="service-center-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <h1 id="service-center-heading" className="mb-2 text-2xl font-semibold">{t('title')}</h1>
        {!needed ? (
          <p role="status">
            {repair?.serviceCenterName ? t('doneAt', { name: repair.serviceCenterName }) : t('notNeeded')}{' '}
            <Link href={back} className="font-medium text-brand-700 underline">{t('back', { id: application.id })}</Link>
          </p>
        ) : session.userId !== id ? (
          <p role="status">{t('onlyCustomer')}</p>
        ) : dealerships !== 'failed' ? (
          <>
            <p className="mb-4 text-muted">{t('pick')}</p>
            <ClientMessages paths={['application.serviceCenter', 'apply.refusals.unknownDealership']}>
              <ServiceCenterChooser applicationId={application.id} dealerships={dealerships.map(toServiceCenter)} loanHref={back} />
            </ClientMessages>
          </>
        ) : (
          <p role="alert" className="text-danger">{t('loadError')}</p>
        )}
      </section>
      {repair && <RepairDetails repair={repair} />}
    </div>
  );
}
