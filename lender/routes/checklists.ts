// GET  /api/applications/{id}/checklist                 — the to-do list: items by status, their states and files
// POST /api/applications/{id}/checklist/{item}/files    — one file for an item (multipart, part `file`; once per Idempotency-Key)
// POST /api/applications/{id}/checklist/{item}/review   — staff of a reviewing role accept or refuse the item
// The portal's extension, scoped like the application: another customer's is a 404. The file is checked
// (size, scan, type by its bytes) before anything is written, and every rule is checked again inside the
// transaction that keeps it, so a sixth file or an item accepted meanwhile is refused and nothing is stored.
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { UPLOAD_MAX_FILES, UPLOAD_MESSAGES } from '../../lib/contract/limits';
import { IDEMPOTENCY_HEADER } from '../../lib/contract/transactions';
import { CHECKLIST_ITEMS, ReviewRequestSchema, type ChecklistItemKey } from '../../lib/contract/uploads';
import { checklistItems, users } from '../db/schema';
import { loadApplication } from '../domain/access';
import { buildChecklist, itemRows, itemsFor, itemTarget, markReceived, moveOnIfComplete, sendReviewEmail, stateOf } from '../domain/checklists';
import { idempotentIfKeyed, optionalIdempotencyKey } from '../domain/idempotency';
import { mayReviewDocuments } from '../domain/staff-roles';
import { checkFile, readUploadedFile, refuseFile, serializeUpload, storeUpload, uploadsOf } from '../domain/uploads';
import type { Actor, Env } from '../http/context';
import { forbidden, notFound, unprocessable } from '../http/errors';
import { idParam, parseBody } from '../http/validate';

export const checklistRoutes = new Hono<Env>();

const canReview = (actor: Actor) => actor.isStaff && mayReviewDocuments(actor.roles);

/** The item of the path: one of the known items, else simply not found. */
function itemParam(c: Context<Env>): ChecklistItemKey {
  const item = c.req.param('item');
  if (!(CHECKLIST_ITEMS as readonly string[]).includes(item ?? '')) throw notFound('Item');
  return item as ChecklistItemKey;
}

checklistRoutes.get('/:id/checklist', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const app = await loadApplication(deps, actor, idParam(c));
  return c.json({ data: await buildChecklist(deps.db, app, canReview(actor)) });
});

checklistRoutes.post('/:id/checklist/:item/files', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const app = await loadApplication(deps, actor, idParam(c));
  const item = itemParam(c);
  // Staff may read the list, but the documents are the customer's to send.
  if (app.userId !== actor.user.id) throw forbidden(UPLOAD_MESSAGES.onlyCustomer);
  const key = optionalIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
  if (!itemsFor(app.statusCacheStatus).includes(item)) throw refuseFile(UPLOAD_MESSAGES.notNeeded);
  const file = await checkFile(deps, await readUploadedFile(c));
  const now = deps.clock.now();

  const answer = await idempotentIfKeyed(deps, { userId: actor.user.id, key, scope: `upload:${app.id}:${item}`, body: { sha256: file.sha256, filename: file.filename } }, async (tx) => {
    const row = (await itemRows(tx, app.id)).get(item);
    if (stateOf(row) === 'accepted') throw refuseFile(UPLOAD_MESSAGES.notNeeded);
    const target = itemTarget(app, item, row, true);
    const inRound = await uploadsOf(tx, target);
    // The same file again (a second press, a form sent twice): the one already kept.
    const same = inRound.find((f) => f.sha256 === file.sha256);
    if (same) return { status: 200 as const, body: { data: { upload: serializeUpload(same), checklist: await buildChecklist(tx, app, false) } } };
    if (inRound.length >= UPLOAD_MAX_FILES) throw refuseFile(UPLOAD_MESSAGES.tooMany);
    const stored = await storeUpload(deps, tx, target, actor.user.id, file, now);
    await markReceived(tx, app.id, item, target.round, now);
    return { status: 201 as const, body: { data: { upload: serializeUpload(stored), checklist: await buildChecklist(tx, app, false) } } };
  });
  return c.json(answer.body, answer.status, answer.replayed ? { 'idempotent-replayed': 'true' } : undefined);
});

checklistRoutes.post('/:id/checklist/:item/review', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const app = await loadApplication(deps, actor, idParam(c));
  const item = itemParam(c);
  const { decision, reason } = await parseBody(c, ReviewRequestSchema);
  if (!itemsFor(app.statusCacheStatus).includes(item)) throw unprocessable(UPLOAD_MESSAGES.notNeeded, { base: [UPLOAD_MESSAGES.notNeeded] });
  if (!canReview(actor)) throw forbidden(UPLOAD_MESSAGES.reviewerOnly);
  const now = deps.clock.now();

  const { moved, changed } = await deps.db.transaction(async (tx) => {
    const row = (await itemRows(tx, app.id)).get(item);
    const state = stateOf(row);
    const wanted = decision === 'accept' ? 'accepted' : 'refused';
    // The same decision again changes nothing; only a received item (files waiting) can be decided.
    if (state === wanted) return { moved: app, changed: false };
    if (!row || state !== 'received') throw unprocessable(UPLOAD_MESSAGES.nothingToReview, { base: [UPLOAD_MESSAGES.nothingToReview] });
    await tx
      .update(checklistItems)
      .set({ state: wanted, refusalReason: decision === 'refuse' ? (reason ?? null) : null, reviewedBy: actor.user.id, reviewedAt: now, updatedAt: now })
      .where(eq(checklistItems.id, row.id));
    return { moved: decision === 'accept' ? await moveOnIfComplete(tx, app, now) : app, changed: true };
  });

  if (changed) {
    const [customer] = await deps.db.select().from(users).where(eq(users.id, app.userId)).limit(1);
    if (customer && decision === 'refuse') await sendReviewEmail(deps, customer, app, { refused: item, reason: reason ?? '' });
    if (customer && moved.statusCacheStatus !== app.statusCacheStatus) await sendReviewEmail(deps, customer, moved, 'complete');
  }
  return c.json({ data: await buildChecklist(deps.db, moved, true) });
});
