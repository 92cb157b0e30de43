// The language of the last-resort error page (app/global-error.tsx). It replaces the root layout,
// so no request and no provider tells it the language: it takes the page's own <html lang> (the layout's
// choice: the header's link, the customer's preference or the browser's) as the script found it on
// loading, else the browser's languages, else English. Kept free of zod (lib/i18n/locales.ts imports
// the contract): this runs in the browser on every page.

export type PageLocale = 'en-US' | 'es-US';

export function pageLocale({ documentLang, languages }: { documentLang: string | null; languages: readonly string[] }): PageLocale {
  if (documentLang === 'en-US' || documentLang === 'es-US') return documentLang;
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'es') return 'es-US';
    if (language === 'en') return 'en-US';
  }
  return 'en-US';
}
