// GET /api/users/{id}/documents — the documents center's list (lib/contract/documents.ts): the customer's own,
// or any customer's for staff (recorded in the audit trail by canSeeCustomer).
import { Hono } from 'hono';
import { DocumentsQuerySchema } from '../../lib/contract/documents';
import { loadCustomer } from '../domain/access';
import { listDocuments } from '../domain/documents';
import type { Env } from '../http/context';
import { idParam, parseQuery } from '../http/validate';

export const documentRoutes = new Hono<Env>();

documentRoutes.get('/:id/documents', async (c) => {
  const deps = c.get('deps');
  const customer = await loadCustomer(deps, c.get('actor'), idParam(c));
  const query = parseQuery(c, DocumentsQuerySchema);
  return c.json({ data: await listDocuments(deps, customer.id, query) });
});
