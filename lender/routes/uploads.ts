// GET /api/uploads/{id} — a file a customer sent, as it was kept, with the type its bytes showed: for the
// customer who owns it, or staff (another customer's is a 404). Never sniffed, never cached.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { uploads } from '../db/schema';
import { canSeeCustomer } from '../domain/access';
import { CONTENT_TYPES, type UploadType } from '../domain/uploads';
import type { Env } from '../http/context';
import { notFound } from '../http/errors';
import { idParam } from '../http/validate';

export const uploadRoutes = new Hono<Env>();

uploadRoutes.get('/:id', async (c) => {
  const { db } = c.get('deps');
  // The record first (owner checked), then its bytes from the file store.
  const [file] = await db.select().from(uploads).where(eq(uploads.id, idParam(c))).limit(1);
  if (!file || !canSeeCustomer(c.get('actor'), file.ownerId)) throw notFound('File');
  const bytes = await c.get('deps').adapters.fileStore.get(file.storageKey);
  if (!bytes) throw notFound('File');
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': CONTENT_TYPES[file.detectedType as UploadType],
    'content-disposition': `inline; filename="${file.filename}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
});
