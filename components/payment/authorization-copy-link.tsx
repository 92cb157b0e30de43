// The link to the lender's stored copy of a debit authorization (or of its cancellation), opened through the
// file proxy; the receipt e-mailed beside it links the same copy. Shown only when the lender names the copy.
import { useTranslations } from 'next-intl';

export function AuthorizationCopyLink({ fileId, kind }: { fileId: number; kind: 'authorization' | 'cancellation' }) {
  const t = useTranslations('payment.copy');
  return (
    <p className="text-sm">
      <a href={`/files/${fileId}/url_proxy`} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
        {t(kind)}
        <span className="sr-only">{t('newTab')}</span>
      </a>{' '}
      {t('emailed')}
    </p>
  );
}
