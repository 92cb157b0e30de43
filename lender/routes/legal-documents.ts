// GET /platform/legal_documents/{kind}?locale= — one of the lender's legal notices (privacy notice, terms of
// use, e-delivery disclosure, licenses, accessibility statement), signed out: they are public, and the
// footer links them on the sign-in page too. English when the lender has no translation (the answer says).
import { Hono } from 'hono';
import { LEGAL_DOCUMENT_KINDS, LegalDocumentQuerySchema, type LegalDocumentKind } from '../../lib/contract/legal';
import { legalDocument } from '../domain/legal';
import type { Env } from '../http/context';
import { notFound } from '../http/errors';
import { parseQuery } from '../http/validate';

export const legalDocumentRoutes = new Hono<Env>();

const isKind = (value: string): value is LegalDocumentKind => (LEGAL_DOCUMENT_KINDS as readonly string[]).includes(value);

legalDocumentRoutes.get('/:kind', (c) => {
  const kind = c.req.param('kind');
  if (!isKind(kind)) throw notFound('Legal document');
  const { locale } = parseQuery(c, LegalDocumentQuerySchema);
  // The same for everyone: a shared cache may keep it a while.
  return c.json({ data: legalDocument(kind, locale) }, 200, { 'cache-control': 'public, max-age=300' });
});
