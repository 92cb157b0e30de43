// /ui/customers/{customerId}/applications/{applicationId} — the loan area's landing (its screens grow
// in the loan-area issue; here: the application, checked to be this customer's).
import type { Metadata } from 'next';
import { loadLoanArea } from '@/lib/loan/load';
import { LoanLoadError } from '@/components/loan/loan-load-error';
import { CardAccountPage } from '@/components/card/card-account-page';

export const metadata: Metadata = { title: 'Your loan' };

export default async function LoanPage(props: { params: Promise<{ customerId: string; applicationId: string }> }) {
  const { customerId, applicationId } = await props.params;
  const { application, customerId: id } = await loadLoanArea(customerId, applicationId);
  if (!application) return <LoanLoadError />;
  // A revolver application's loan area is its card account page.
  if (application.attributes.kind === 'revolver') return <CardAccountPage customerId={id} application={application} />;

  const a = application.attributes;
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-6">
      <h1 className="mb-2 text-2xl font-semibold">Loan {application.id}</h1>
      <p className="text-muted">Status: {a.status_cache_status.replaceAll('_', ' ')}</p>
    </section>
  );
}
