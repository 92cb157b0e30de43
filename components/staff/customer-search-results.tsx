/* eslint-disable portal/no-visible-words -- a staff-only screen: it stays in English, as customer-care and collections staff work in English (the viewing-as banner names the customer's language) */
// The customers a staff search found: each name opens the customer's area, with their e-mail, id and applications.
import { Link } from '@/components/ui/link';
import type { FoundCustomer } from '@/lib/view/staff';

export function CustomerSearchResults({ query, customers }: { query: string; customers: FoundCustomer[] }) {
  return (
    <section aria-labelledby="results-heading" className="rounded-lg border border-gray-200 bg-white p-5">
      <h2 id="results-heading" className="mb-3 text-lg font-semibold">
        {customers.length === 0 ? `No customer matches “${query}”` : `${customers.length} customer${customers.length === 1 ? '' : 's'} found`}
      </h2>
      <ul className="divide-y divide-gray-200">
        {customers.map((c) => (
          <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
            <Link href={`/ui/customers/${c.id}`} className="font-semibold text-brand-700 underline">
              {c.name}
            </Link>
            <span className="text-sm text-muted">
              {c.email} · customer {c.id}
              {c.applicationIds.length > 0 && ` · applications ${c.applicationIds.join(', ')}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
