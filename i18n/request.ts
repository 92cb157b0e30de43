// next-intl's request configuration, without locale routing: URLs carry no language, so deep
// links from e-mails keep working. The language comes from lib/i18n/request-locale.ts.
import { getRequestConfig } from 'next-intl/server';
import { requestLocale } from '@/lib/i18n/request-locale';
import { loadMessages } from '@/messages';
import { LENDER_TIME_ZONE } from '@/lib/common/dates';

export default getRequestConfig(async () => {
  const locale = await requestLocale();
  return { locale, messages: await loadMessages(locale), timeZone: LENDER_TIME_ZONE };
});
