'use client';
// The 500 fallback page (spec 001 section 2): something went wrong, support e-mail and phone, try later.
import './globals.css';
import { useEffect } from 'react';
import { reportClientError } from '@/components/monitoring/real-user-monitoring';
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '@/lib/rules/contact';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportClientError('boundary', error, { digest: error.digest }), [error]);
  return (
    <html lang="en">
      <body className="font-sans">
        <main className="mx-auto max-w-2xl p-6">
          <h1 className="mb-3 text-2xl font-semibold">Something went wrong.</h1>
          <p className="mb-2">We are sorry: the page could not be shown. Please try again later.</p>
          <p>
            Need help now? E-mail <a className="underline" href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or call{' '}
            <a className="underline" href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>.
          </p>
          {error.digest && <p className="mt-4 text-xs">Reference: {error.digest}</p>}
        </main>
      </body>
    </html>
  );
}
