// The lender's legal notices, all of it the portal's extension (the spec names none of these): the five
// documents the footer links (the privacy notice of Regulation P, the terms of use, the electronic
// delivery disclosure, the licenses, the accessibility statement), asked signed out in the visitor's
// language, and the adverse action notice's file on a declined application (Regulation B 1002.9, FCRA 615).
// Each answer's `data` is the extension: a lender that sends only what the spec names sends none, and the
// portal's page for that notice says how to ask the lender for it instead.
import { z } from 'zod';
import { IsoDateSchema, PreferredLocaleSchema } from './common';
import { ext } from './wire';

export const LEGAL_DOCUMENT_KINDS = ['privacy', 'terms', 'e_sign', 'licenses', 'accessibility'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

const Text = z.string().min(1).max(4000);

export const LegalSectionSchema = z.object({
  heading: z.string().min(1).max(200),
  paragraphs: z.array(Text).max(40),
  /** A table the model privacy form asks for (its rows: the reason to share, "do we share?", "can you limit?"). */
  table: z
    .object({ columns: z.array(z.string().min(1).max(200)).min(1).max(4), rows: z.array(z.array(z.string().max(600)).min(1).max(4)).max(20) })
    .nullable(),
});
export type LegalSection = z.infer<typeof LegalSectionSchema>;

export const LegalDocumentSchema = z.object({
  kind: z.enum(LEGAL_DOCUMENT_KINDS),
  title: z.string().min(1).max(200),
  /** The version the lender publishes (a new one asks for consent again, for the e-delivery disclosure). */
  version: z.string().min(1).max(40),
  effective_on: IsoDateSchema,
  /** The language the lender answered in: English when it has no translation of this notice. */
  language: PreferredLocaleSchema,
  sections: z.array(LegalSectionSchema).min(1).max(40),
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;

/** ?locale=es-US: the language the visitor reads (the lender answers English when it has no translation). */
export const LegalDocumentQuerySchema = z.object({ locale: PreferredLocaleSchema });

/** GET /platform/legal_documents/{kind} */
export const LegalDocumentResponseSchema = z.object({
  data: ext(LegalDocumentSchema, {
    why: "The footer's legal notices: the lender's privacy notice, terms of use, e-delivery disclosure, licenses and accessibility statement, in the visitor's language.",
    without: "The notice's page says the lender's notice is not available online and how to ask for a copy.",
  }),
});
