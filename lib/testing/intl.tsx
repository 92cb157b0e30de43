// Component tests render translated components as the server would: inside next-intl's
// provider, with the whole catalogue of one language.
import type { ReactNode } from 'react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import type { RuleTranslator } from '@/lib/rules/messages';
import en from '@/messages/en-US';
import es from '@/messages/es-US';
import type { Locale } from '@/lib/i18n/locales';
import { LENDER_TIME_ZONE } from '@/lib/common/dates';

export function withIntl(node: ReactNode, locale: Locale = 'en-US') {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'es-US' ? es : en} timeZone={LENDER_TIME_ZONE}>
      {node}
    </NextIntlClientProvider>
  );
}

/** The rules' English words, as the English page shows them: for the rules' table tests and the sandbox agreement. */
export const englishRules: RuleTranslator = (key, values) => createTranslator({ locale: 'en-US', messages: en, namespace: 'rules' })(key, values);
/** The same in Spanish. */
export const spanishRules: RuleTranslator = (key, values) => createTranslator({ locale: 'es-US', messages: es, namespace: 'rules' })(key, values);
