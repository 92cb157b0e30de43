// GET /api/users/{id}/documents: every document the lender has delivered to a customer, newest first, a
// page at a time (the documents center). All of it is the portal's extension: the spec links single
// documents (agreements, statements, the payoff letter) where they belong and names no list of them. A
// lender without the call sends no `data`, and the documents center and its header link are left out;
// every document stays where the spec puts it.
import { z } from 'zod';
import { IdParamSchema, IdSchema } from './common';
import { ext, extIn } from './wire';

/** The kinds the portal names in words; a lender may send others, shown as "Document". */
export const DOCUMENT_KINDS = [
  'loan_agreement',
  'cardholder_agreement',
  'statement',
  'payoff_letter',
  'authorization_copy',
  'payment_receipt',
  'adverse_action_notice',
  'credit_limit_decision',
  'assistance_letter',
  'privacy_notice',
  'esign_disclosure',
  'notice',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A page of the documents center. */
export const DOCUMENTS_PER_PAGE = 50;

/** A kind on the wire: lower-case words joined by underscores (a lender's own kinds pass; nothing else does). */
export const DocumentKindSchema = z.string().regex(/^[a-z][a-z0-9_]{0,59}$/);

export const DocumentsQuerySchema = z.object({
  kind: extIn(DocumentKindSchema.optional(), 'Only documents of this kind.'),
  application_id: extIn(IdParamSchema.optional(), 'Only the documents of this loan or card account.'),
  page: extIn(z.coerce.number().int().min(1).max(100_000).default(1), 'Asks for one page of the documents.'),
  per_page: extIn(z.coerce.number().int().min(1).max(DOCUMENTS_PER_PAGE).default(DOCUMENTS_PER_PAGE), 'The page size.'),
});
export type DocumentsQuery = z.input<typeof DocumentsQuerySchema>;

export const DeliveredDocumentSchema = z.object({
  /** The file's id: it opens through /files/{id}/url_proxy, the lender checking its owner. */
  id: IdSchema,
  kind: DocumentKindSchema,
  /** The loan or card account it belongs to; null for the customer's own (a privacy notice). */
  application_id: IdSchema.nullable(),
  /** When the lender delivered it. */
  created_at: z.iso.datetime({ offset: true }),
  /** When the customer first opened it (staff opening it does not count); null: new. */
  opened_at: z.iso.datetime({ offset: true }).nullable(),
});
export type DeliveredDocument = z.infer<typeof DeliveredDocumentSchema>;

export const DocumentsPageSchema = z.object({
  documents: z.array(DeliveredDocumentSchema).max(DOCUMENTS_PER_PAGE),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  /** Documents that match the filters, on every page. */
  total: z.number().int().min(0),
  total_pages: z.number().int().min(0),
  /** The kinds the customer has documents of (the filter's choices), whatever the filters. */
  kinds: z.array(DocumentKindSchema).max(100),
});
export type DocumentsPage = z.infer<typeof DocumentsPageSchema>;

/** GET /api/users/{id}/documents */
export const DocumentsResponseSchema = z.object({
  data: ext(DocumentsPageSchema, {
    why: 'The documents center: every document the lender has delivered, with the ones not yet opened marked new.',
    without: 'No documents center: each document stays where the spec links it (agreements, statements, the payoff letter).',
  }),
});
export type DocumentsResponse = z.infer<typeof DocumentsResponseSchema>;
