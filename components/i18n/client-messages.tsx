// Gives the client components inside it the messages they use, and only those: each client
// component's part of the catalogue is listed where it is rendered, so a page sends the browser a small
// part of the current language's catalogue. Server components translate on the server and send none.
import type { ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { pickMessages } from '@/lib/i18n/pick';

/** Every client form says these (ScriptForm), wherever it is rendered: a nested provider replaces its parent's messages. */
const FORM_MESSAGES = 'common.forms';

export function ClientMessages({ paths, children }: { paths: readonly string[]; children: ReactNode }) {
  const messages = useMessages();
  return (
    <NextIntlClientProvider locale={useLocale()} messages={pickMessages(messages, [...paths, FORM_MESSAGES])}>
      {children}
    </NextIntlClientProvider>
  );
}
