// A lender's legal notice (GET /platform/legal_documents/{kind}) as its page shows it.
import type { LegalDocument, LegalDocumentKind } from '../contract/legal';

/** The footer's legal notices, in its order: the page's slug and the lender's kind. */
export const LEGAL_NOTICES = [
  { slug: 'privacy', kind: 'privacy' },
  { slug: 'terms', kind: 'terms' },
  { slug: 'electronic-delivery', kind: 'e_sign' },
  { slug: 'licenses', kind: 'licenses' },
  { slug: 'accessibility', kind: 'accessibility' },
] as const satisfies readonly { slug: string; kind: LegalDocumentKind }[];

export type LegalNoticeSlug = (typeof LEGAL_NOTICES)[number]['slug'];

/** The notice a page's slug names, or null (the page's 404). */
export function legalNoticeOf(slug: string): (typeof LEGAL_NOTICES)[number] | null {
  return LEGAL_NOTICES.find((n) => n.slug === slug) ?? null;
}

export interface LegalDocumentView {
  title: string;
  version: string;
  effectiveOn: string;
  /** The language the lender wrote it in: the page marks it when it is not the page's. */
  language: 'en-US' | 'es-US';
  sections: { heading: string; paragraphs: string[]; table: { columns: string[]; rows: string[][] } | null }[];
}

export const toLegalDocumentView = (d: LegalDocument): LegalDocumentView => ({
  title: d.title,
  version: d.version,
  effectiveOn: d.effective_on,
  language: d.language,
  sections: d.sections.map((s) => ({ heading: s.heading, paragraphs: s.paragraphs, table: s.table })),
});
