// The documents center's list: the files rows of a customer (every document the lender has delivered), newest
// first, by kind and loan, a page at a time, and the kinds they have; a document is new until the customer
// opens it (lender/routes/files.ts records that first opening).
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DocumentsPage, DocumentsQuerySchema } from '../../lib/contract/documents';
import type { z } from 'zod';
import { preparedPer } from '../db/prepared';
import { files } from '../db/schema';
import type { Deps } from '../http/context';

type Query = z.output<typeof DocumentsQuerySchema>;

/** A document in the portal: the file proxy, which asks the lender (the owner checked on every file). */
export const documentPath = (fileId: number) => `/files/${fileId}/url_proxy`;

/** The portal's documents center of a customer: e-mails that announce a document link it. */
export const documentsCenterPath = (userId: number) => `/ui/customers/${userId}/documents`;

export async function listDocuments(deps: Deps, ownerId: number, query: Query): Promise<DocumentsPage> {
  const { db } = deps;
  const where: SQL[] = [eq(files.ownerId, ownerId)];
  if (query.kind) where.push(eq(files.kind, query.kind));
  if (query.application_id) where.push(eq(files.applicationId, query.application_id));
  const filter = and(...where);
  const [rows, [{ total } = { total: 0 }], kinds] = await Promise.all([
    db
      .select()
      .from(files)
      .where(filter)
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(files).where(filter),
    db.selectDistinct({ kind: files.kind }).from(files).where(eq(files.ownerId, ownerId)).orderBy(files.kind),
  ]);
  return {
    documents: rows.map((f) => ({
      id: f.id,
      kind: f.kind,
      application_id: f.applicationId,
      created_at: f.createdAt.toISOString(),
      opened_at: f.openedAt?.toISOString() ?? null,
    })),
    page: query.page,
    per_page: query.per_page,
    total,
    total_pages: Math.ceil(total / query.per_page),
    kinds: kinds.map((k) => k.kind),
  };
}

// Prepared (../db/prepared.ts): the user record every page asks for carries the count.
const newDocumentCountQuery = preparedPer((db) =>
  db
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.ownerId, sql.placeholder('ownerId')), isNull(files.openedAt)))
    .prepare('new_document_count'),
);

/** Documents the customer has not opened yet: the header's count. */
export async function newDocumentCount(deps: Deps, ownerId: number): Promise<number> {
  const [row] = await newDocumentCountQuery(deps.db).execute({ ownerId });
  return row?.n ?? 0;
}

/** The customer's own first opening of a document (staff opening it leaves it new). */
export async function recordOpening(deps: Deps, file: { id: number; ownerId: number; openedAt: Date | null }, openerId: number) {
  if (file.openedAt || file.ownerId !== openerId) return;
  await deps.db
    .update(files)
    .set({ openedAt: deps.clock.now() })
    .where(and(eq(files.id, file.id), isNull(files.openedAt)));
}
