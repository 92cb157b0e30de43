// An application's to-do list: what the lender needs from the customer while the application waits on them
// (spec 000 section 4's waiting statuses), by status, and where each item stands. A file moves an item to
// received; staff of a reviewing role accept it or refuse it with the reason (the customer is e-mailed in their
// language, and may send new files: a new round of five). When every item of the status is accepted the
// application moves on to the status after it.
import { and, eq, inArray } from 'drizzle-orm';
import type { Checklist, ChecklistItemKey, ChecklistState } from '../../lib/contract/uploads';
import { UPLOAD_MAX_FILES } from '../../lib/contract/limits';
import type { Db } from '../db/client';
import { applications, checklistItems, files, uploads } from '../db/schema';
import type { Deps } from '../http/context';
import { portalUrl } from './account-security';
import { languageOf, type NoticeLanguage } from './notice-words';
import { customerLoanPage } from './portal-links';
import { serializeUpload, type UploadTarget } from './uploads';

type Application = typeof applications.$inferSelect;
type ItemRow = typeof checklistItems.$inferSelect;

/** The files of a to-do item are uploads of this target kind. */
export const CHECKLIST_TARGET = 'application_item';

/** The statuses that wait on a document, what each needs, and where the application goes once all is accepted. */
export const CHECKLISTS: Readonly<Record<string, { items: readonly ChecklistItemKey[]; next: string }>> = {
  waiting_for_final_repair_amount: { items: ['final_repair_estimate'], next: 'waiting_agreement_signature' },
  waiting_for_ro_upload: { items: ['repair_order'], next: 'waiting_agreement_signature' },
  waiting_cip_verification: { items: ['photo_id', 'proof_of_address'], next: 'waiting_agreement_signature' },
  waiting_final_verification_resolution: { items: ['proof_of_income'], next: 'waiting_agreement_signature' },
};

export const itemsFor = (status: string): readonly ChecklistItemKey[] => CHECKLISTS[status]?.items ?? [];

/** No row: needed. A refused item stays refused until a new file comes (which makes it received). */
export const stateOf = (row: Pick<ItemRow, 'state'> | undefined): ChecklistState => (row ? (row.state as ChecklistState) : 'needed');

/** An item's files in its current round (the round of its row; the first round without one). */
export const itemTarget = (app: Pick<Application, 'id' | 'userId'>, key: ChecklistItemKey, row: Pick<ItemRow, 'round' | 'state'> | undefined, forNewFile = false): UploadTarget => ({
  kind: CHECKLIST_TARGET,
  id: app.id,
  key,
  // A new file for a refused item opens the next round.
  round: (row?.round ?? 1) + (forNewFile && row?.state === 'refused' ? 1 : 0),
  ownerId: app.userId,
});

/** How many more files the item takes: none once accepted; five again once refused. */
export function filesLeft(state: ChecklistState, filesInRound: number): number {
  if (state === 'accepted') return 0;
  if (state === 'refused') return UPLOAD_MAX_FILES;
  return Math.max(0, UPLOAD_MAX_FILES - filesInRound);
}

export async function itemRows(db: Db, applicationId: number): Promise<Map<string, ItemRow>> {
  const rows = await db.select().from(checklistItems).where(eq(checklistItems.applicationId, applicationId));
  return new Map(rows.map((r) => [r.key, r]));
}

/** The application's to-do list as the caller sees it. */
export async function buildChecklist(db: Db, app: Application, canReview: boolean): Promise<Checklist> {
  const keys = itemsFor(app.statusCacheStatus);
  const rows = await itemRows(db, app.id);
  const files = keys.length
    ? await db.select().from(uploads).where(and(eq(uploads.targetKind, CHECKLIST_TARGET), eq(uploads.targetId, app.id), inArray(uploads.targetKey, [...keys]))).orderBy(uploads.createdAt, uploads.id)
    : [];
  return {
    application_id: app.id,
    status_cache_status: app.statusCacheStatus,
    can_review: canReview,
    items: keys.map((key) => {
      const row = rows.get(key);
      const state = stateOf(row);
      const round = itemTarget(app, key, row).round;
      const inRound = files.filter((f) => f.targetKey === key && f.round === round);
      return { key, state, refusal_reason: state === 'refused' ? (row?.refusalReason ?? null) : null, files: inRound.map(serializeUpload), files_left: filesLeft(state, inRound.length) };
    }),
  };
}

/** After a new file: the item is received (in the round the file went to), its refusal cleared. */
export async function markReceived(db: Db, applicationId: number, key: ChecklistItemKey, round: number, now: Date) {
  await db
    .insert(checklistItems)
    .values({ applicationId, key, state: 'received', round, updatedAt: now })
    .onConflictDoUpdate({
      target: [checklistItems.applicationId, checklistItems.key],
      set: { state: 'received', round, refusalReason: null, reviewedBy: null, reviewedAt: null, updatedAt: now },
    });
}

/**
 * Every item of the status accepted: the application moves to the next status. Into
 * waiting_agreement_signature it goes with its loan agreement (made now if it has none), for the amount of
 * the repair, so the customer can sign.
 */
export async function moveOnIfComplete(db: Db, app: Application, now: Date): Promise<Application> {
  const checklist = CHECKLISTS[app.statusCacheStatus];
  if (!checklist) return app;
  const rows = await itemRows(db, app.id);
  if (!checklist.items.every((key) => stateOf(rows.get(key)) === 'accepted')) return app;
  let finalContractId = app.finalContractId;
  if (checklist.next === 'waiting_agreement_signature' && finalContractId === null) {
    const [agreement] = await db.insert(files).values({ ownerId: app.userId, kind: 'loan_agreement', applicationId: app.id, createdAt: now }).returning({ id: files.id });
    finalContractId = agreement!.id;
  }
  const [moved] = await db
    .update(applications)
    .set({ statusCacheStatus: checklist.next, finalContractId, originalNoteAmountCents: app.originalNoteAmountCents ?? app.repairAmountCents })
    .where(and(eq(applications.id, app.id), eq(applications.statusCacheStatus, app.statusCacheStatus)))
    .returning();
  return moved ?? app;
}

// ── What the customer is told, in their language ────────────────────────────────────────────────────────

export const ITEM_NAMES: Record<NoticeLanguage, Record<ChecklistItemKey, string>> = {
  en: {
    repair_order: 'Repair order',
    final_repair_estimate: 'Final repair estimate',
    photo_id: 'Photo ID',
    proof_of_address: 'Proof of address',
    proof_of_income: 'Proof of income',
  },
  es: {
    repair_order: 'Orden de reparación',
    final_repair_estimate: 'Presupuesto final de la reparación',
    photo_id: 'Identificación con foto',
    proof_of_address: 'Comprobante de domicilio',
    proof_of_income: 'Comprobante de ingresos',
  },
};

export function itemRefusedEmail(language: NoticeLanguage, facts: { firstName: string; applicationId: number; item: ChecklistItemKey; reason: string; link: string }) {
  const item = ITEM_NAMES[language][facts.item];
  return language === 'es'
    ? {
        subject: `Necesitamos otro documento para su solicitud ${facts.applicationId}`,
        body: [
          `Hola, ${facts.firstName}:`,
          '',
          `No pudimos aceptar lo que envió para «${item}». Motivo: ${facts.reason}`,
          '',
          'Envíe un archivo nuevo desde la página de su solicitud:',
          facts.link,
        ].join('\n'),
      }
    : {
        subject: `We need another document for application ${facts.applicationId}`,
        body: [`Hello ${facts.firstName},`, '', `We could not accept what you sent for "${item}". Reason: ${facts.reason}`, '', "Please send a new file from your application's page:", facts.link].join('\n'),
      };
}

export function checklistCompleteEmail(language: NoticeLanguage, facts: { firstName: string; applicationId: number; link: string }) {
  return language === 'es'
    ? {
        subject: `Recibimos todo lo que necesitábamos para su solicitud ${facts.applicationId}`,
        body: [`Hola, ${facts.firstName}:`, '', 'Aceptamos todos sus documentos. Su contrato de préstamo está listo para firmar:', facts.link].join('\n'),
      }
    : {
        subject: `We have everything we need for application ${facts.applicationId}`,
        body: [`Hello ${facts.firstName},`, '', 'We accepted all of your documents. Your loan agreement is ready to sign:', facts.link].join('\n'),
      };
}

/** The e-mail after a review, to the application's customer. */
export async function sendReviewEmail(deps: Deps, customer: { email: string; firstName: string; preferredLocale: string | null }, app: Application, outcome: { refused: ChecklistItemKey; reason: string } | 'complete') {
  const language = languageOf(customer);
  const link = portalUrl(customerLoanPage(app.userId, app.id));
  const words =
    outcome === 'complete'
      ? checklistCompleteEmail(language, { firstName: customer.firstName, applicationId: app.id, link })
      : itemRefusedEmail(language, { firstName: customer.firstName, applicationId: app.id, item: outcome.refused, reason: outcome.reason, link });
  await deps.adapters.email.send({ to: customer.email, ...words });
}
