// The texts disclosure (TCPA, 47 CFR 64.1200; CTIA): what the lender texts, how often, that rates may apply,
// STOP and HELP, and that agreeing is not a condition of a loan. Shown with a new or changed number and when
// texts are turned on again; the consent sent with either names its version.
import { useTranslations } from 'next-intl';
import { LENDER_NAME, SUPPORT_PHONE } from '@/lib/rules/contact';

export function TextsDisclosure({ id, agreement }: { id: string; agreement?: string }) {
  const t = useTranslations('preferences.texts.disclosure');
  return (
    <div id={id} className="rounded-md border border-gray-300 bg-gray-50 p-3 text-sm">
      <p className="mb-1 font-semibold">{t('title')}</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('what', { lender: LENDER_NAME })}</li>
        <li>{t('frequency')}</li>
        <li>{t('rates')}</li>
        <li>{t('stopHelp', { phone: SUPPORT_PHONE })}</li>
        <li>{t('notRequired')}</li>
      </ul>
      {agreement && <p className="mt-2 font-medium">{agreement}</p>}
    </div>
  );
}

/** The consent sent with the disclosure in view: its version and the customer's language. */
export const consentTo = (version: string, locale: string): { version: string; language: 'en-US' | 'es-US' } => ({ version, language: locale === 'es-US' ? 'es-US' : 'en-US' });
