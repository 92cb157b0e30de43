// GET /api/files/{id} — a document of the caller's (loan agreement, payoff letter, statement,
// cardholder agreement, …) as a PDF generated from its record, or a copy of a debit authorization as stored.
// The customer's own first opening is recorded: the documents center marks a document new until then.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { files } from '../db/schema';
import { canSeeCustomer } from '../domain/access';
import type { Env } from '../http/context';
import { notFound } from '../http/errors';
import { rendererFor } from '../documents';
import { recordOpening } from '../domain/documents';
import { idParam } from '../http/validate';

export const fileRoutes = new Hono<Env>();

fileRoutes.get('/:id', async (c) => {
  const deps = c.get('deps');
  const [file] = await deps.db.select().from(files).where(eq(files.id, idParam(c))).limit(1);
  if (!file || !canSeeCustomer(c.get('actor'), file.ownerId)) throw notFound('File');
  const { filename, pdf } = await rendererFor(file.kind)(deps, file);
  // Made before it counts as opened: a document that cannot be produced stays new.
  await recordOpening(deps, file, c.get('actor').user.id);
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${filename}"`,
    'cache-control': 'private, no-store',
  });
});
