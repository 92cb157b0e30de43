// /ui/legal/{notice} — one of the lender's legal notices the footer links (privacy notice, terms of use,
// electronic delivery disclosure, licenses, accessibility statement), signed in or not, in the visitor's
// language. The lender is asked here, when the notice is opened, never by the footer. A lender without the
// notice (or down) leaves a page that says how to get a copy, never a broken link or a 500.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { lender } from '@/lib/lender/api';
import { isLoaded, loadOptional } from '@/lib/lender/page';
import { legalNoticeOf, toLegalDocumentView, type LegalNoticeSlug } from '@/lib/view/legal-document';
import type { Locale } from '@/lib/i18n/locales';
import { LegalDocumentBody, LegalNoticeUnavailable } from '@/components/legal/legal-document';

interface Props {
  params: Promise<{ notice: string }>;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const notice = legalNoticeOf((await props.params).notice);
  if (!notice) return {};
  return { title: (await getTranslations('legal.footer'))(`notices.${notice.slug as LegalNoticeSlug}`) };
}

export default async function LegalNoticePage(props: Props) {
  const notice = legalNoticeOf((await props.params).notice);
  if (!notice) notFound();
  const locale = (await getLocale()) as Locale;
  const loaded = await loadOptional(lender.getLegalDocument({ kind: notice.kind, query: { locale } }));
  // The spec-only wire answers without `data`: the same as a lender that has no such notice.
  const document = isLoaded(loaded) && loaded ? toLegalDocumentView(loaded) : null;
  return document ? <LegalDocumentBody document={document} pageLocale={locale} /> : <LegalNoticeUnavailable slug={notice.slug} />;
}
