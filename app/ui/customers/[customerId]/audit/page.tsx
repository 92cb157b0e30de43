/* eslint-disable portal/no-visible-words -- a staff-only screen: it stays in English, as customer-care and collections staff work in English (the viewing-as banner names the customer's language) */
// /ui/customers/{customerId}/audit — staff only: who of the staff read or changed this customer's data.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { lender } from '@/lib/lender/api';
import { foundOr404, loadOptional } from '@/lib/lender/page';
import { isStaff } from '@/lib/rules/access';
import { requireCustomerAccess } from '@/lib/session/session';
import { toAuditEventView } from '@/lib/view/staff';
import { AuditTrailTable } from '@/components/staff/audit-trail';

export const metadata: Metadata = { title: 'Audit trail' };

export default async function AuditPage(props: { params: Promise<{ customerId: string }> }) {
  const { customerId } = await props.params;
  const { session, customerId: id } = await requireCustomerAccess(customerId);
  if (!isStaff(session.roleGroups)) notFound();
  const events = await loadOptional(lender.getAuditEvents({ token: session.token, query: { customer_id: id } })).then(foundOr404);

  return (
    <section className="rounded-lg border border-gray-200 bg-white p-5">
      <h1 className="mb-4 text-2xl font-semibold">Audit trail</h1>
      {events === 'failed' ? (
        <p role="alert" className="text-danger">Something went wrong. The audit trail could not be loaded.</p>
      ) : events.length === 0 ? (
        <p>No staff member has opened this customer&apos;s records yet.</p>
      ) : (
        <AuditTrailTable events={events.map(toAuditEventView)} />
      )}
    </section>
  );
}
