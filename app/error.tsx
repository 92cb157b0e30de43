'use client';
// The generic boundary: the layout stays, the failed part says so. Only the digest is shown.
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { reportClientError } from '@/components/monitoring/real-user-monitoring';
import { FallbackMessage } from '@/components/ui/fallback-message';

export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => reportClientError('boundary', error, { digest: error.digest }), [error]);
  const t = useTranslations('common.fallback');
  return (
    <FallbackMessage>
      <button type="button" onClick={reset} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
        {t('tryAgain')}
      </button>
      {error.digest && <p className="mt-4 text-xs text-muted">{t('reference', { digest: error.digest })}</p>}
    </FallbackMessage>
  );
}
