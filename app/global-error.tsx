'use client';
// The 500 fallback page (spec 001 section 2): something went wrong, support e-mail and phone, try later.
// It replaces the root layout, so no provider gives it its words: it carries both languages' few
// (messages/*/global-error.json) and shows the page's language (lib/i18n/page-locale.ts). Rendered on the
// server (the layout itself failed) it starts in English and takes the browser's language on hydrating.
import './globals.css';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createTranslator } from 'next-intl';
import { reportClientError } from '@/components/monitoring/real-user-monitoring';
import { pageLocale, type PageLocale } from '@/lib/i18n/page-locale';
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '@/lib/rules/contact';
import en from '@/messages/en-US/global-error.json';
import es from '@/messages/es-US/global-error.json';

/** The layout's <html lang> as this script found it on loading; not this page's own (data-global-error). */
const loadedLang = typeof document !== 'undefined' && !document.documentElement.hasAttribute('data-global-error') ? document.documentElement.lang : null;
const browserLocale = () => pageLocale({ documentLang: loadedLang, languages: navigator.languages ?? [navigator.language] });
const noChanges = () => () => {};

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportClientError('boundary', error, { digest: error.digest }), [error]);
  const locale = useSyncExternalStore<PageLocale>(noChanges, browserLocale, () => 'en-US');
  const t = createTranslator({ locale, messages: { 'global-error': locale === 'es-US' ? es : en }, namespace: 'global-error' });
  return (
    <html lang={locale} data-global-error="">
      <body className="font-sans">
        <main className="mx-auto max-w-2xl p-6">
          <h1 className="mb-3 text-2xl font-semibold">{t('title')}</h1>
          <p className="mb-2">{t('text')}</p>
          <p>
            {t.rich('help', {
              email: SUPPORT_EMAIL,
              phone: SUPPORT_PHONE,
              mail: (chunks: ReactNode) => <a className="underline" href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</a>,
              tel: (chunks: ReactNode) => <a className="underline" href={telHref(SUPPORT_PHONE)}>{chunks}</a>,
            })}
          </p>
          {error.digest && <p className="mt-4 text-xs">{t('reference', { digest: error.digest })}</p>}
        </main>
      </body>
    </html>
  );
}
