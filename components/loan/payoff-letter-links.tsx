// The payoff letter: view it in a new tab or download it (spec 001 sections 1 and 7).
import { useTranslations } from 'next-intl';
import { DocumentLinks } from '@/components/ui/document-links';

export function PayoffLetterLinks({ fileId }: { fileId: number }) {
  const t = useTranslations('loan.summary');
  return (
    <p>
      <span className="font-semibold">{t('payoffLetter')}</span>{' '}
      <DocumentLinks
        href={`/files/${fileId}/url_proxy`}
        view={t('view')}
        viewHidden={t('viewPayoffHidden')}
        downloadHidden={t('downloadPayoffHidden')}
        className="font-medium text-brand-700 underline"
      />
    </p>
  );
}
