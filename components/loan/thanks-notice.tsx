// The notice of the landing page's thanks=1 flag (spec 001 section 2).
import { useTranslations } from 'next-intl';

export function ThanksNotice() {
  const t = useTranslations('loan');
  return (
    <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 font-semibold text-success">
      {t('thanks')}
    </p>
  );
}
