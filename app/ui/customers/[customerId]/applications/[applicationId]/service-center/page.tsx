// /ui/customers/{customerId}/applications/{applicationId}/service-center — where 'Choose a service center'
// leads: the repair, and the service centers to choose from while the application needs one.
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getDealerships, getRepair } from '@/lib/lender/api';
import { foundOr404, loadOptional } from '@/lib/lender/page';
import { loadLoanArea } from '@/lib/loan/load';
import { loanPath } from '@/lib/rules/loan-tabs';
import { requireCustomerAccess } from '@/lib/session/session';
import { LoanLoadError } from '@/components/loan/loan-load-error';
import { RepairDetails } from '@/components/loan/repair-summary';
import { ServiceCenterChooser } from '@/components/loan/service-center-chooser';
import { shownRepair } from '@/lib/view/repair';
import { toServiceCenter } from '@/lib/view/service-center';

export const metadata: Metadata = { title: 'Choose a service center' };

export default async function ServiceCenterPage(props: { params: Promise<{ customerId: string; applicationId: string }> }) {
  const { customerId, applicationId } = await props.params;
  const { session } = await requireCustomerAccess(customerId);
  const appId = Number(applicationId);
  // The loan area's own checks (this customer's application) run beside the two look-ups.
  const [area, dealerships, repair] = await Promise.all([
    loadLoanArea(customerId, applicationId),
    loadOptional(getDealerships(session.token)).then(foundOr404),
    Number.isSafeInteger(appId) && appId > 0 ? loadOptional(getRepair(session.token, appId)).then(shownRepair) : null,
  ]);
  const { application, customerId: id } = area;
  if (application.isCard) return <LoanLoadError />;

  const back = loanPath(id, application.id);
  const needed = application.needsServiceCenter;
  return (
    <div className="space-y-4">
      <section aria-labelledby="service-center-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <h1 id="service-center-heading" className="mb-2 text-2xl font-semibold">Choose a service center</h1>
        {!needed ? (
          <p role="status">
            {repair?.serviceCenterName ? `Your repair will be done at ${repair.serviceCenterName}.` : 'No service center is needed for this loan.'}{' '}
            <Link href={back} className="font-medium text-brand-700 underline">Back to loan {application.id}</Link>
          </p>
        ) : session.userId !== id ? (
          <p role="status">Only the customer can choose the service center for this loan.</p>
        ) : dealerships !== 'failed' ? (
          <>
            <p className="mb-4 text-muted">Pick the service center that will do your repair. We&apos;ll let them know about your loan.</p>
            <ServiceCenterChooser applicationId={application.id} dealerships={dealerships.map(toServiceCenter)} loanHref={back} />
          </>
        ) : (
          <p role="alert" className="text-danger">We could not load the service centers. Please refresh the page.</p>
        )}
      </section>
      {repair && <RepairDetails repair={repair} />}
    </div>
  );
}
