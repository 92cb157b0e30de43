// /ui/customers/{customerId}/applications/{applicationId} — the loan area's landing (spec 001 section 4):
// a status page (declined, pending, canceled, withdrawn) or the loan view; a revolver's card account page.
// The application, the customer and the loan account load in parallel, on the server.
import type { Metadata } from 'next';
import { loadLoanAccount, loadLoanArea } from '@/lib/loan/load';
import { landingPage, type LandingPage as LandingPageKind } from '@/lib/rules/landing';
import { CardAccountPage } from '@/components/card/card-account-page';
import { LoanView } from '@/components/loan/loan-view';
import { CanceledPage, DeclinedPage, PendingPage, WithdrawnPage } from '@/components/loan/status-pages';
import { ThanksNotice } from '@/components/loan/thanks-notice';
import { RepairDetails } from '@/components/loan/repair-summary';
import { Link } from '@/components/ui/link';
import { unstable_rethrow } from 'next/navigation';
import { getRepair } from '@/lib/lender/api';
import { orSignIn } from '@/lib/lender/page';
import { needsServiceCenter } from '@/lib/rules/my-loans';
import { serviceCenterPath } from '@/lib/rules/repairs';
import { requireCustomerAccess } from '@/lib/session/session';
import { isCardAccount } from '@/lib/rules/lender-fallbacks';

export const metadata: Metadata = { title: 'Your loan' };

interface Props {
  params: Promise<{ customerId: string; applicationId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function LoanPage(props: Props) {
  const [{ customerId, applicationId }, query] = await Promise.all([props.params, props.searchParams]);
  const { session } = await requireCustomerAccess(customerId);
  // Everything the page shows, in one round trip: the application, the loan account and the repair.
  const [area, account, repair] = await Promise.all([
    loadLoanArea(customerId, applicationId),
    loadLoanAccount(customerId, applicationId),
    // No repair (or a failed look-up) only leaves the repair block out.
    orSignIn(getRepair(session.token, Number(applicationId))).catch((err: unknown) => {
      unstable_rethrow(err);
      return null;
    }),
  ]);
  const { application, customerId: id } = area;
  // A revolver application's loan area is its card account page.
  if (isCardAccount(application)) return <CardAccountPage customerId={id} application={application} />;

  const a = application.attributes;
  return (
    <div className="space-y-4">
      {query.thanks === '1' && <ThanksNotice />}
      {needsServiceCenter(a.needs_dealership, a.final_status) && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          <Link href={serviceCenterPath(id, application.id)} className="font-semibold text-amber-900 underline">
            Choose a service center
          </Link>{' '}
          for your repair to continue.
        </p>
      )}
      <LandingContent page={landingPage(a)} customerId={id} application={application} account={account} now={new Date()} />
      {repair && <RepairDetails repair={repair} />}
    </div>
  );
}

function LandingContent({ page, ...view }: React.ComponentProps<typeof LoanView> & { page: LandingPageKind }) {
  const { application } = view;
  const a = application.attributes;
  switch (page) {
    case 'declined':
      return <DeclinedPage applicationId={application.id} />;
    case 'pending':
      return <PendingPage applicationId={application.id} ofacHit={a.ofac_hit} decisionUrl={a.prefill?.decision_redirect_url ?? null} />;
    case 'canceled':
      return <CanceledPage applicationId={application.id} />;
    case 'withdrawn':
      return <WithdrawnPage applicationId={application.id} />;
    case 'loan':
      return <LoanView {...view} />;
  }
}
