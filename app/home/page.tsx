// /home — where signed-in users without the admin or customer role group are sent.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { readSession, requireSession } from '@/lib/session/session';
import { LENDER_NAME, SUPPORT_PHONE } from '@/lib/rules/contact';
import { phoneLink } from '@/components/i18n/rich';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('application.home'))('title') };
}

export default async function HomePage() {
  await requireSession();
  const [session, t] = await Promise.all([readSession(), getTranslations('application.home')]);
  return (
    <section className="max-w-2xl rounded-lg border border-gray-200 bg-white p-6">
      <h1 className="mb-3 text-2xl font-semibold">{session ? t('welcomeName', { name: session.firstName }) : t('welcome')}</h1>
      <p className="mb-2">{t('text', { lender: LENDER_NAME })}</p>
      <p>{t.rich('call', { phone: SUPPORT_PHONE, tel: phoneLink(SUPPORT_PHONE, 'font-medium text-brand-700 underline') })}</p>
    </section>
  );
}
