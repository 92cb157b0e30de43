/* eslint-disable portal/no-visible-words -- a staff-only screen: it stays in English, as customer-care and collections staff work in English (the viewing-as banner names the customer's language) */
// The audit trail of staff access to a customer: when, who (and in which role), what was viewed or changed.
// On a phone each event stacks into labelled lines (the table's header stays for screen readers).
import type { AuditEventView } from '@/lib/view/staff';
import { DataTable } from '@/components/ui/data-table';
import { stackTable as t } from '@/components/ui/stack-table';

// Shown in the lender's time zone, like every date of the portal.
const when = new Intl.DateTimeFormat('en-US', {
  month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'America/Denver', timeZoneName: 'short',
});

export function AuditTrailTable({ events }: { events: AuditEventView[] }) {
  return (
    <DataTable caption="Staff reads and changes of this customer's data, newest first" className="text-sm" columns={[{ label: 'When' }, { label: 'Who' }, { label: 'What' }]}>
      {events.map((e) => (
        <tr key={e.id} className={t.tr}>
          <td data-label="When" className={t.td}>{when.format(new Date(e.at))}</td>
          <td data-label="Who" className={t.td}>
            <span>
              {e.actorName}
              <span className="block text-xs text-muted">{e.actorRole}</span>
            </span>
          </td>
          <td data-label="What" className={t.td}>
            <span className="min-w-0 max-sm:text-right">
              {e.action}
              <span className="block font-mono text-xs break-all">{e.target}</span>
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
