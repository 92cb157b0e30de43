// /ui/customers/{customerId}/applications/{applicationId} — the loan area (its screens grow in the
// loan-area issue; here: the application, checked to be this customer's).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getApplication } from '@/lib/lender/api';
import { loadForPage } from '@/lib/lender/page';
import { requireCustomerAccess } from '@/lib/session/session';
import { LoanLoadError } from '@/components/loan/loan-load-error';

export const metadata: Metadata = { title: 'Your loan' };

export default async function LoanPage(props: { params: Promise<{ customerId: string; applicationId: string }> }) {
  const { customerId, applicationId } = await props.params;
  const { session, customerId: id } = await requireCustomerAccess(customerId);
  const appId = Number(applicationId);
  if (!Number.isSafeInteger(appId) || appId <= 0) notFound();

  const application = await loadForPage(getApplication(session.token, appId));
  if (!application) return <LoanLoadError />;
  // The path's customer must own the application, even for staff.
  if (application.relationships.user.data.id !== id) notFound();

  const a = application.attributes;
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-6">
      <h1 className="mb-2 text-2xl font-semibold">{a.kind === 'revolver' ? 'My ExpressWay Account' : `Loan ${application.id}`}</h1>
      <p className="text-muted">Status: {a.status_cache_status.replaceAll('_', ' ')}</p>
    </section>
  );
}
