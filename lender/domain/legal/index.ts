// The lender's legal notices by kind, and the one a visitor reads: in the language asked when the lender
// publishes it, else in English (the answer says which).
import type { LegalDocument, LegalDocumentKind } from '../../../lib/contract/legal';
import { ACCESSIBILITY, E_SIGN, LICENSES, TERMS } from './notices';
import { PRIVACY } from './privacy';
import type { LegalText } from './types';

export const LEGAL_TEXTS: Record<LegalDocumentKind, LegalText> = {
  privacy: PRIVACY,
  terms: TERMS,
  e_sign: E_SIGN,
  licenses: LICENSES,
  accessibility: ACCESSIBILITY,
};

export function legalDocument(kind: LegalDocumentKind, locale: 'en-US' | 'es-US'): LegalDocument {
  const text = LEGAL_TEXTS[kind];
  const spanish = locale === 'es-US' ? text.es : undefined;
  const words = spanish ?? text.en;
  return {
    kind,
    title: words.title,
    version: text.version,
    effective_on: text.effectiveOn,
    language: spanish ? 'es-US' : 'en-US',
    sections: words.sections.map((s) => ({ heading: s.heading, paragraphs: s.paragraphs, table: s.table ?? null })),
  };
}
