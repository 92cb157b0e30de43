// Gives the client components inside it the messages they use, and only those (issue 23): each client
// component's part of the catalogue is listed where it is rendered, so a page sends the browser a small
// part of the current language's catalogue. Server components translate on the server and send none.
import type { ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { pickMessages } from '@/lib/i18n/pick';

export function ClientMessages({ paths, children }: { paths: readonly string[]; children: ReactNode }) {
  const messages = useMessages();
  return (
    <NextIntlClientProvider locale={useLocale()} messages={pickMessages(messages, paths)}>
      {children}
    </NextIntlClientProvider>
  );
}
