// The consent's choice under the disclosure: the PDF to open (it carries the code), what the code is for,
// and the form. A customer who had paper before is told so.
import { useTranslations } from 'next-intl';
import { ConsentForm } from './consent-form';

export const DISCLOSURE_PDF_PATH = '/files/esign-disclosure';

export function ConsentChoice({ version, language, next, paperBefore }: { version: string; language: 'en-US' | 'es-US'; next: string; paperBefore: boolean }) {
  const t = useTranslations('legal.consent');
  return (
    <section aria-labelledby="consent-choice" className="space-y-4 rounded-lg border border-brand-600 bg-white p-5 sm:p-8">
      <h2 id="consent-choice" className="text-xl font-semibold">{t('choiceTitle')}</h2>
      {paperBefore && <p className="rounded-md border border-gray-300 bg-gray-50 p-3">{t('paperNow')}</p>}
      <p>{t('intro')}</p>
      <ol className="list-decimal space-y-2 pl-6">
        <li>
          <a href={DISCLOSURE_PDF_PATH} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
            {t('openPdf')}<span className="sr-only">{t('openPdfHidden')}</span>
          </a>
        </li>
        <li>{t('typeCode')}</li>
      </ol>
      <ConsentForm version={version} language={language} next={next} />
    </section>
  );
}
