/* eslint-disable portal/no-visible-words -- a staff-only screen: it stays in English, as customer-care and collections staff work in English (the viewing-as banner names the customer's language) */
// Shown to staff on every page of a customer's area: whose account this is and in which role they
// are looking, with the way to the customer's documents, the audit trail and back to the look-up. Staff screens are in English; the
// banner says which language the customer chose, so staff can answer in it.
import { Link } from '@/components/ui/link';
import type { Customer } from '@/lib/view/customer';

const LANGUAGE_NAMES = { 'en-US': 'English', 'es-US': 'Spanish' } as const;

export function StaffBanner({ customer, staffRole }: { customer: Pick<Customer, 'id' | 'name' | 'email' | 'preferredLocale' | 'newDocumentCount'>; staffRole: string }) {
  return (
    <div role="note" aria-label="Staff view" className="no-print mb-5 flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm">
      <p>
        Viewing <strong>{customer.name}</strong> ({customer.email}, customer {customer.id}) as{' '}
        <strong>{staffRole}</strong>
        <span className="block">
          Customer&apos;s language: <strong>{customer.preferredLocale ? LANGUAGE_NAMES[customer.preferredLocale] : 'not chosen (English)'}</strong>
        </span>
      </p>
      <p className="flex gap-4">
        {/* The customer's documents center, on a lender that has one (it sends the count of new documents). */}
        {customer.newDocumentCount !== null && (
          <Link href={`/ui/customers/${customer.id}/documents`} className="font-medium text-brand-800 underline">Documents</Link>
        )}
        <Link href={`/ui/customers/${customer.id}/audit`} className="font-medium text-brand-800 underline">Audit trail</Link>
        <Link href="/ui/staff" className="font-medium text-brand-800 underline">Find another customer</Link>
      </p>
    </div>
  );
}
