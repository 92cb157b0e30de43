// /ui/consent — consent to electronic delivery (E-SIGN, 15 U.S.C. 7001(c)), shown right after sign-in when
// the lender has none on record for its current disclosure (lib/session/establish.ts), and from Account
// Preferences to consent again. The disclosure as the lender words it, its PDF with the code to type back,
// and the choice. A lender without the extension, or a customer already paperless, goes straight on.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { lender } from '@/lib/lender/api';
import { isLoaded, loadOptional } from '@/lib/lender/page';
import { isStaff, landingPath } from '@/lib/rules/access';
import { afterConsent } from '@/lib/rules/esign';
import type { Locale } from '@/lib/i18n/locales';
import { requireSession } from '@/lib/session/session';
import { toEsignView } from '@/lib/view/esign';
import { toLegalDocumentView } from '@/lib/view/legal-document';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ConsentChoice } from '@/components/esign/consent-choice';
import { LegalDocumentBody } from '@/components/legal/legal-document';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('legal.consent'))('title') };
}

export default async function ConsentPage(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [session, query] = await Promise.all([requireSession(), props.searchParams]);
  const given = typeof query.redirect_uri === 'string' ? query.redirect_uri : null;
  const next = afterConsent(given, landingPath(session));
  if (isStaff(session.roleGroups)) redirect(next);
  // The consent is asked beside the language, not after it: without a language cookie the language waits for
  // the customer's record (lib/i18n/request-locale.ts). The disclosure in that language is shared between
  // visitors (the lender marks it public), so it seldom adds a call.
  const [consent, disclosure, locale] = await Promise.all([
    loadOptional(lender.getEsignConsent({ token: session.token, id: session.userId })),
    (getLocale() as Promise<Locale>).then((l) => loadOptional(lender.getLegalDocument({ kind: 'e_sign', query: { locale: l } }))),
    getLocale() as Promise<Locale>,
  ]);
  // Nothing to ask: a lender without the extension (or down), or consent already on record.
  if (!isLoaded(consent) || !consent) redirect(next);
  const view = toEsignView(consent);
  if (view.paperless) redirect(next);
  const document = isLoaded(disclosure) && disclosure ? toLegalDocumentView(disclosure) : null;
  const t = await getTranslations('legal.consent');
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      {/* The lender's words could not be loaded: the PDF below carries them all. */}
      {document ? <LegalDocumentBody document={document} pageLocale={locale} /> : <h1 className="text-2xl font-semibold">{t('title')}</h1>}
      <ClientMessages paths={['legal.consent']}>
        <ConsentChoice version={view.version} language={locale} next={next} paperBefore={view.state === 'declined' || view.state === 'withdrawn'} />
      </ClientMessages>
    </div>
  );
}
