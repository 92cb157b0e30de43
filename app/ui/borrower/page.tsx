// /ui/borrower — the landing for users whose loans are serviced on the PEACH platform.
import type { Metadata } from 'next';
import { requireSession } from '@/lib/session/session';
import { SUPPORT_PHONE, telHref } from '@/lib/rules/contact';

export const metadata: Metadata = { title: 'Your loan' };

export default async function BorrowerPage() {
  const session = await requireSession();
  return (
    <section className="max-w-2xl rounded-lg border border-gray-200 bg-white p-6">
      <h1 className="mb-3 text-2xl font-semibold">Hello, {session.firstName}</h1>
      {/* PEACH has no address of its own in the spec: say plainly where the loan is not, and how to reach it. */}
      <p className="mb-2">Your loan is serviced on another platform, so its balance, payments and statements are not shown here.</p>
      <p>
        To check your balance, make a payment or get a statement, call us at{' '}
        <a className="font-medium text-brand-700 underline" href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>.
      </p>
    </section>
  );
}
