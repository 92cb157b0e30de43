/* eslint-disable portal/no-visible-words -- a staff-only panel: it stays in English, as collections staff work in English (the viewing-as banner names the customer's language) */
// The staff page's queue of open help requests (payment assistance and the SCRA rate cap), oldest first, each
// a link to the loan's help page where collections staff decide it.
import { Link } from '@/components/ui/link';
import { formatDate, lenderToday } from '@/lib/rules/dates';
import { loanPath } from '@/lib/rules/loan-tabs';
import type { QueuedRequestView } from '@/lib/view/assistance';

const KIND = { assistance: 'Payment assistance', scra: 'SCRA rate cap' } as const;
const STATE: Record<string, string> = { submitted: 'New', in_review: 'In review', offer: 'Offer out', call_scheduled: 'Call scheduled' };

export function AssistanceQueue({ requests }: { requests: QueuedRequestView[] }) {
  return (
    <section aria-labelledby="assistance-queue" className="space-y-3 rounded-lg border border-gray-200 bg-white p-5">
      <h2 id="assistance-queue" className="text-lg font-semibold">Help requests waiting on collections</h2>
      {requests.length === 0 ? (
        <p className="text-muted">No open requests.</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {requests.map((r) => (
            <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <Link href={`${loanPath(r.customerId, r.applicationId, 'assistance')}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
                {r.customerName}: {KIND[r.kind]}, request {r.id}
              </Link>
              <span className="text-sm text-muted">{STATE[r.state] ?? r.state}, sent {formatDate(lenderToday(new Date(r.createdAt)))}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
