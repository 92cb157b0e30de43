// The portal's languages and how one is chosen for a request: the visitor's choice (a cookie),
// else the signed-in customer's preference kept by the lender, else the browser's Accept-Language, else
// English. Pure: i18n/request.ts and the BFF read the inputs; this decides.

import { LOCALES } from '../contract/common';

export { LOCALES };
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** The visitor's choice, set by the header's language link (app/ui/locale/route.ts). A year: it is a preference, not a secret. */
export const LOCALE_COOKIE = 'portal_locale';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The other language, which the header's link offers. */
export const otherLocale = (locale: Locale): Locale => (locale === 'en-US' ? 'es-US' : 'en-US');

/**
 * The best of our languages for an Accept-Language header ("es-MX,es;q=0.9,en;q=0.8"), by quality then
 * order: any Spanish is es-US, any English en-US; null when it names neither.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { language } of ranked) {
    if (language === 'es') return 'es-US';
    if (language === 'en') return 'en-US';
  }
  return null;
}

export interface LocaleInputs {
  cookie?: string | null;
  /** The lender's record of the signed-in customer's language (an extension: absent from lenders without it). */
  preference?: string | null;
  acceptLanguage?: string | null;
}

export function chooseLocale({ cookie, preference, acceptLanguage }: LocaleInputs): Locale {
  if (isLocale(cookie)) return cookie;
  if (isLocale(preference)) return preference;
  return negotiateLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}

/**
 * Where the language link returns: the page it was chosen on, the sign-in pages included (a visitor picks
 * the language before signing in); anything that is not one of our paths goes home.
 */
export function languageReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f\\]/.test(value)) return '/';
  return value;
}
