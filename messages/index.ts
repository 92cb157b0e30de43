// The catalogues: one JSON file per feature and language, each a namespace of its own
// (messages/en-US/payment.json is t('payment.…')). Only the request's language is loaded; the parity tests
// (messages/catalogues.test.ts) hold the two languages to the same keys and placeholders.
import type { Locale } from '@/lib/i18n/locales';
import type en from './en-US';

export type Messages = typeof en;

export async function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'es-US' ? (await import('./es-US')).default : (await import('./en-US')).default;
}
