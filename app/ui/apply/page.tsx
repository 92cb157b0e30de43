// /ui/apply — the apply page (the application form comes in the applying issue).
import type { Metadata } from 'next';
import { requireSession } from '@/lib/session/session';
import { SUPPORT_PHONE, telHref } from '@/lib/rules/contact';

export const metadata: Metadata = { title: 'Apply' };

export default async function ApplyPage() {
  const session = await requireSession();
  return (
    <section className="max-w-2xl rounded-lg border border-gray-200 bg-white p-6">
      <h1 className="mb-3 text-2xl font-semibold">Apply for repair financing</h1>
      <p className="mb-2">Hi {session.firstName}, finance your next car repair at a service center near you.</p>
      <p>
        To start an application today, call us at <a className="font-medium text-brand-700 underline" href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>.
      </p>
    </section>
  );
}
