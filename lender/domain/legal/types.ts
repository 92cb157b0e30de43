// A legal notice of the lender's as it keeps it: one version, its effective date, and its words in each
// language it publishes (English always; Spanish beside it).
import type { LegalSection } from '../../../lib/contract/legal';

export interface LegalWords {
  title: string;
  sections: (Omit<LegalSection, 'table'> & { table?: LegalSection['table'] })[];
}

export interface LegalText {
  version: string;
  effectiveOn: string;
  en: LegalWords;
  es?: LegalWords;
}
