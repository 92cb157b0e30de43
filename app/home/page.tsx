// /home — where signed-in users without the admin or customer role group are sent.
import type { Metadata } from 'next';
import { readSession, requireSession } from '@/lib/session/session';
import { LENDER_NAME, SUPPORT_PHONE, telHref } from '@/lib/rules/contact';

export const metadata: Metadata = { title: 'Home' };

export default async function HomePage() {
  await requireSession();
  const session = await readSession();
  return (
    <section className="max-w-2xl rounded-lg border border-gray-200 bg-white p-6">
      <h1 className="mb-3 text-2xl font-semibold">Welcome{session ? `, ${session.firstName}` : ''}</h1>
      <p className="mb-2">
        This portal is for {LENDER_NAME} customers and our customer care team. Your account does not have access to
        customer loans here.
      </p>
      <p>
        If you think this is a mistake, call us at <a className="font-medium text-brand-700 underline" href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>.
      </p>
    </section>
  );
}
