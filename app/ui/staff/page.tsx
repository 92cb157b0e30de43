/* eslint-disable portal/no-visible-words -- a staff-only screen: it stays in English, as customer-care and collections staff work in English (the viewing-as banner names the customer's language) */
// /ui/staff — staff land here to find a customer by e-mail, name, customer id or application id.
// A plain GET form: works before scripts load, and the query stays in the address for a colleague.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { lender } from '@/lib/lender/api';
import { isLoaded, loadOptional } from '@/lib/lender/page';
import { isStaff } from '@/lib/rules/access';
import { requireSession } from '@/lib/session/session';
import { toQueueView } from '@/lib/view/assistance';
import { toFoundCustomer } from '@/lib/view/staff';
import { AssistanceQueue } from '@/components/staff/assistance-queue';
import { CustomerSearchResults } from '@/components/staff/customer-search-results';
import { FormSubmitButton } from '@/components/ui/form-submit-button';

export const metadata: Metadata = { title: 'Find a customer' };

export default async function StaffPage(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireSession();
  if (!isStaff(session.roleGroups)) notFound();
  const raw = (await props.searchParams).q;
  const q = typeof raw === 'string' ? raw.trim().slice(0, 100) : '';
  // A revoked session goes to sign in (loadOptional's redirect); any other failure asks to search again.
  const [found, queue] = await Promise.all([
    q ? loadOptional(lender.searchCustomers({ token: session.token, query: { q } })) : Promise.resolve([]),
    // The open help requests (an extension: left out without it).
    loadOptional(lender.getAssistanceQueue({ token: session.token })),
  ]);
  const results = isLoaded(found) ? found : null;

  return (
    <section className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-semibold">Find a customer</h1>
      <form method="get" role="search" className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-5">
        <div className="min-w-64 flex-1">
          <label htmlFor="q" className="mb-1 block text-sm font-medium">E-mail, name, customer id or application id</label>
          <input id="q" name="q" type="search" autoComplete="off" defaultValue={q} maxLength={100} required className="block min-h-11 w-full rounded-md border border-gray-400 px-3 py-2" />
        </div>
        <FormSubmitButton pendingLabel="Searching…">Search</FormSubmitButton>
      </form>
      {results === null && <p role="alert" className="text-danger">Something went wrong. Please try the search again.</p>}
      {q && results && <CustomerSearchResults query={q} customers={results.map(toFoundCustomer)} />}
      {isLoaded(queue) && queue && <AssistanceQueue requests={toQueueView(queue)} />}
    </section>
  );
}
