// /ui/customers/{customerId}/audit — staff only: who of the staff read or changed this customer's data.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getAuditEvents } from '@/lib/lender/api';
import { foundOr404, loadOptional } from '@/lib/lender/page';
import { isStaff } from '@/lib/rules/access';
import { requireCustomerAccess } from '@/lib/session/session';
import { stackTable as t } from '@/components/ui/stack-table';

export const metadata: Metadata = { title: 'Audit trail' };

// Shown in the lender's time zone, like every date of the portal.
const when = new Intl.DateTimeFormat('en-US', {
  month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'America/Denver', timeZoneName: 'short',
});

export default async function AuditPage(props: { params: Promise<{ customerId: string }> }) {
  const { customerId } = await props.params;
  const { session, customerId: id } = await requireCustomerAccess(customerId);
  if (!isStaff(session.roleGroups)) notFound();
  const events = await loadOptional(getAuditEvents(session.token, id)).then(foundOr404);

  return (
    <section className="rounded-lg border border-gray-200 bg-white p-5">
      <h1 className="mb-4 text-2xl font-semibold">Audit trail</h1>
      {events === 'failed' ? (
        <p role="alert" className="text-danger">Something went wrong. The audit trail could not be loaded.</p>
      ) : events.length === 0 ? (
        <p>No staff member has opened this customer&apos;s records yet.</p>
      ) : (
        // On a phone each event stacks into labelled lines (the table's header stays for screen readers).
        <table className={`${t.table} text-sm`}>
          <caption className="sr-only">Staff reads and changes of this customer&apos;s data, newest first</caption>
          <thead className={t.thead}>
            <tr>
              <th scope="col" className={t.th}>When</th>
              <th scope="col" className={t.th}>Who</th>
              <th scope="col" className={t.th}>What</th>
            </tr>
          </thead>
          <tbody className={t.tbody}>
            {events.map((e) => (
              <tr key={e.id} className={t.tr}>
                <td data-label="When" className={t.td}>{when.format(new Date(e.created_at))}</td>
                <td data-label="Who" className={t.td}>
                  <span>
                    {e.actor_name}
                    <span className="block text-xs text-muted">{e.actor_role ?? 'Staff'}</span>
                  </span>
                </td>
                <td data-label="What" className={t.td}>
                  <span className="min-w-0 max-sm:text-right">
                    {e.action === 'change' ? 'Changed' : 'Viewed'}
                    <span className="block font-mono text-xs break-all">{e.target}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
