// Gives the client components inside it the messages they use, and only those (issue 23): each client
// component's namespace is listed where it is rendered, so a page sends the browser a small part of the
// current language's catalogue. Server components translate on the server and send no messages.
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from '@/lib/i18n/pick';

export async function ClientMessages({ paths, children }: { paths: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, paths)}>{children}</NextIntlClientProvider>;
}
