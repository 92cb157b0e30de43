// /ui/borrower — the landing for users whose loans are serviced on the PEACH platform.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireSession } from '@/lib/session/session';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import { phoneLink } from '@/components/i18n/rich';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('application.borrower'))('title') };
}

export default async function BorrowerPage() {
  const [session, t] = await Promise.all([requireSession(), getTranslations('application.borrower')]);
  return (
    <section className="max-w-2xl rounded-lg border border-gray-200 bg-white p-6">
      <h1 className="mb-3 text-2xl font-semibold">{t('hello', { name: session.firstName })}</h1>
      {/* PEACH has no address of its own in the spec: say plainly where the loan is not, and how to reach it. */}
      <p className="mb-2">{t('text')}</p>
      <p>{t.rich('call', { phone: SUPPORT_PHONE, tel: phoneLink(SUPPORT_PHONE, 'font-medium text-brand-700 underline') })}</p>
    </section>
  );
}
