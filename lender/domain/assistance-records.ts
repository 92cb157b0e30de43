// The lender's records of help requests: the answer's shape, the accepted smaller payments the schedule
// follows, and what every state change leaves behind (a message in the loan's mailbox, and on a decision a
// letter among the customer's documents, both in the customer's language).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { centsToDollars } from '../../lib/common/money';
import type { AssistanceKind, AssistanceOffer, AssistanceRecord, AssistanceState } from '../../lib/contract/assistance';
import type { Upload } from '../../lib/contract/uploads';
import type { Db } from '../db/client';
import { preparedPer } from '../db/prepared';
import { assistanceRequests, files, teamComments, uploads, users } from '../db/schema';
import { letterLines, stateMessage, type LetterFacts, type OfferFacts, type ReliefFacts } from './assistance-words';
import { languageOf } from './notice-words';
import { serializeUpload, type UploadTarget } from './uploads';

export type RequestRow = typeof assistanceRequests.$inferSelect;

/** The kind of a decision letter among the documents. */
export const LETTER_KIND = 'assistance_letter';

/** An offer as stored: cents, with the autopay it would move worked out when shown. */
export type StoredOffer = OfferFacts;
export type StoredRelief = ReliefFacts;

export const offerOf = (row: RequestRow) => (row.offer as StoredOffer | null) ?? null;
export const reliefOf = (row: RequestRow) => (row.scraRelief as StoredRelief | null) ?? null;

/** The smaller payments of the loan's accepted offer, if any: the schedule's `reduced`. */
// Prepared (../db/prepared.ts): every schedule, the loan page's next three included, reads it.
const acceptedAssistance = preparedPer((db) =>
  db
    .select()
    .from(assistanceRequests)
    .where(and(eq(assistanceRequests.loanAccountId, sql.placeholder('loanAccountId')), eq(assistanceRequests.state, 'accepted'), eq(assistanceRequests.kind, 'assistance')))
    .orderBy(desc(assistanceRequests.updatedAt))
    .limit(1)
    .prepare('accepted_assistance_of_loan'),
);

export async function reducedPlan(db: Db, loanAccountId: number) {
  const [row] = await acceptedAssistance(db).execute({ loanAccountId });
  const offer = row ? offerOf(row) : null;
  if (!offer || offer.kind !== 'reduced_payment' || !offer.months || offer.amountCents === null) return null;
  return { fromDate: offer.fromDueDate, count: offer.months, amountCents: offer.amountCents };
}

/** Where a request's documents are kept among the uploads: one round, ASSISTANCE_FILES_MAX files. */
export const DOCUMENTS_TARGET = 'assistance_request';
export const documentsTarget = (row: RequestRow): UploadTarget => ({ kind: DOCUMENTS_TARGET, id: row.id, key: 'documents', round: 1, ownerId: row.userId });

/** The documents of requests, by request id, oldest first. */
export async function documentsOf(db: Db, requestIds: number[]): Promise<Map<number, Upload[]>> {
  const out = new Map<number, Upload[]>();
  if (requestIds.length === 0) return out;
  const rows = await db.select().from(uploads).where(and(eq(uploads.targetKind, DOCUMENTS_TARGET), inArray(uploads.targetId, requestIds))).orderBy(uploads.createdAt, uploads.id);
  for (const r of rows) out.set(r.targetId, [...(out.get(r.targetId) ?? []), serializeUpload(r)]);
  return out;
}

export function serializeRequest(row: RequestRow, letters: number[], documents: Upload[], autopay: AssistanceOffer['autopay'] = null): AssistanceRecord {
  const offer = offerOf(row);
  const relief = reliefOf(row);
  return {
    id: row.id,
    kind: row.kind as AssistanceKind,
    state: row.state as AssistanceState,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    reason: (row.reason as AssistanceRecord['reason']) ?? null,
    explanation: row.explanation,
    since: row.since,
    expected_months: row.expectedMonths,
    income_change: row.incomeChangeCents === null ? null : centsToDollars(row.incomeChangeCents),
    help: row.help as AssistanceRecord['help'],
    documents,
    scra: row.kind === 'scra' && row.serviceStart ? { service_start: row.serviceStart, service_end: row.serviceEnd } : null,
    offer: offer
      ? {
          kind: offer.kind,
          days: offer.days,
          months: offer.months,
          amount: offer.amountCents === null ? null : centsToDollars(offer.amountCents),
          added_interest: centsToDollars(offer.addedInterestCents),
          from_due_date: offer.fromDueDate,
          first_due_date: offer.firstDueDate,
          autopay: row.state === 'offer' ? autopay : null,
        }
      : null,
    call_at: row.callAt?.toISOString() ?? null,
    refusal_reason: row.refusalReason,
    scra_relief: relief
      ? {
          apr_before: relief.aprBefore / 100,
          apr_after: relief.aprAfter / 100,
          effective_from: relief.effectiveFrom,
          forgiven_interest: centsToDollars(relief.forgivenCents),
          monthly_payment_before: centsToDollars(relief.monthlyBefore),
          monthly_payment_after: centsToDollars(relief.monthlyAfter),
        }
      : null,
    letter_file_ids: letters,
    authorization_file_id: row.authorizationFileId,
  };
}

/** The decision letters of requests, by request id, oldest first. */
export async function lettersOf(db: Db, applicationId: number): Promise<Map<number, number[]>> {
  const rows = await db.select({ id: files.id, refId: files.refId }).from(files).where(and(eq(files.applicationId, applicationId), eq(files.kind, LETTER_KIND))).orderBy(files.id);
  const out = new Map<number, number[]>();
  for (const r of rows) if (r.refId !== null) out.set(r.refId, [...(out.get(r.refId) ?? []), r.id]);
  return out;
}

/** Decisions the lender writes a letter for; the customer's own moves get a message only. */
const LETTER_STATES: readonly AssistanceState[] = ['offer', 'call_scheduled', 'accepted', 'closed'];

/**
 * What a state change leaves behind, in `tx`: a letter for a decision (its facts kept on the file, so it reads
 * as sent) and a message in the loan's mailbox from `authorId`, both in the customer's language.
 */
export async function recordStateChange(tx: Db, row: RequestRow, authorId: number, when: { today: string; now: Date }, autopayMovedTo: string | null = null): Promise<void> {
  const { today, now } = when;
  const [owner] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!owner) return;
  const lang = languageOf(owner);
  const state = row.state as AssistanceState;
  const withLetter = LETTER_STATES.includes(state);
  if (withLetter) {
    const facts: LetterFacts = {
      kind: row.kind as AssistanceKind,
      state,
      requestId: row.id,
      applicationId: row.applicationId,
      offer: offerOf(row),
      callAt: row.callAt?.toISOString() ?? null,
      refusalReason: row.refusalReason,
      relief: state === 'accepted' ? reliefOf(row) : null,
      autopayMovedTo,
    };
    await tx.insert(files).values({ ownerId: owner.id, kind: LETTER_KIND, applicationId: row.applicationId, refId: row.id, detail: { ...facts, decidedOn: today } });
  }
  await tx.insert(teamComments).values({
    applicationId: row.applicationId,
    userId: authorId,
    text: stateMessage(lang, row.kind as AssistanceKind, state, row.id, withLetter),
    toCustomer: true,
    commentType: 'message',
    createdAt: now,
  });
}

/** The letter's words from its file row. */
export function letterOf(detail: Record<string, unknown>, preferredLocale: string | null) {
  const { decidedOn, ...facts } = detail as unknown as LetterFacts & { decidedOn: string };
  return letterLines(languageOf({ preferredLocale }), facts, decidedOn);
}
