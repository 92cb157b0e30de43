// The 500 fallback (spec 001 section 2): something went wrong, the support e-mail and phone, try later.
// The error boundary shows it, and so do pages whose one lender call failed with nothing else to show.
// The root layout gives the boundary (a client component) these words on every page.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { phoneLink } from '@/components/i18n/rich';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/rules/contact';

const mail = (chunks: ReactNode) => (
  <a className="underline" href={`mailto:${SUPPORT_EMAIL}`}>
    {chunks}
  </a>
);

export function FallbackMessage({ children }: { children?: ReactNode }) {
  const t = useTranslations('common.fallback');
  return (
    <section role="alert" className="max-w-2xl rounded-lg border border-red-300 bg-white p-6">
      <h1 className="mb-3 text-2xl font-semibold">{t('title')}</h1>
      <p className="mb-4">{t.rich('text', { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE, mail, tel: phoneLink(SUPPORT_PHONE, 'underline') })}</p>
      {children}
    </section>
  );
}
