// Keys are checked by TypeScript against the English catalogue.
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/messages';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
