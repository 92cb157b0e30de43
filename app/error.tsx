'use client';
// The generic boundary: the layout stays, the failed part says so. Only the digest is shown.
import { useEffect } from 'react';
import { reportClientError } from '@/components/monitoring/real-user-monitoring';
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '@/lib/rules/contact';

export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => reportClientError('boundary', error, { digest: error.digest }), [error]);
  return (
    <section role="alert" className="max-w-2xl rounded-lg border border-red-300 bg-white p-6">
      <h1 className="mb-3 text-2xl font-semibold">Something went wrong.</h1>
      <p className="mb-4">
        Please try again later. If it keeps happening, e-mail{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or call{' '}
        <a className="font-medium text-brand-700 underline" href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>.
      </p>
      <button type="button" onClick={reset} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
        Try again
      </button>
      {error.digest && <p className="mt-4 text-xs text-muted">Reference: {error.digest}</p>}
    </section>
  );
}
