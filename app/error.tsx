'use client';
// The generic boundary: the layout stays, the failed part says so. Only the digest is shown.
import { useEffect } from 'react';
import { reportClientError } from '@/components/monitoring/real-user-monitoring';
import { FallbackMessage } from '@/components/ui/fallback-message';

export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => reportClientError('boundary', error, { digest: error.digest }), [error]);
  return (
    <FallbackMessage>
      <button type="button" onClick={reset} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
        Try again
      </button>
      {error.digest && <p className="mt-4 text-xs text-muted">Reference: {error.digest}</p>}
    </FallbackMessage>
  );
}
