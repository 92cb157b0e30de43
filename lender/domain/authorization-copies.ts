// Storing a copy of a debit authorization (or of its cancellation) and its receipt, exactly once. The copy,
// its file and the receipt's words are written in the caller's transaction, the same one as the payment or
// the autopay change and its Idempotency-Key's answer: a retried request replays that answer and makes
// nothing new. The receipt goes out after the commit, claimed by its `receipt_sent_at` so it goes once,
// and a replay sends one a crash left unsent.
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authorizationCopies, bankAccounts, files, recurringPayments, users } from '../db/schema';
import { renderAuthorizationCopy, type CopyFacts } from '../documents/authorization-copy';
import { createLogger } from '../../lib/common/log';
import type { Deps } from '../http/context';
import { portalUrl } from './account-security';
import { documentPath, documentsCenterPath } from './documents';
import { authorizationDetails, authorizationReceipt } from './authorization-receipt';
import { languageOf, type NoticeLanguage } from './notice-words';
import { last4 } from './payment-records';

export interface CopyRequest {
  ownerId: number;
  actorId: number;
  transactionId?: number;
  recurringPaymentId?: number;
  copy: Omit<CopyFacts, 'language' | 'byStaff' | 'signedInAs'>;
  /** The language the customer accepted the authorization in; a cancellation has none (the customer's own). */
  acceptedLanguage: string | null;
  /** Autopay's next debit, for the receipt's "cancel by". */
  nextDebitDate?: string | null;
  /** The notice the receipt goes in when the change is part of another (a due-date move): one e-mail, not two.
   * Given the customer's language, first name and the receipt's details; without it, the receipt of its own. */
  receiptIn?: (language: NoticeLanguage, firstName: string, details: string[]) => { subject: string; body: string };
}

const log = createLogger('authorization-receipts');

const languageOfLocale = (locale: string): NoticeLanguage => (locale === 'es-US' ? 'es' : 'en');

/** Where the customer opens a copy: the portal's file proxy (ownership checked on every file). */

/** Makes the copy's PDF and stores it with its file and receipt, in `tx`; answers the file's id. */
export async function storeAuthorizationCopy(tx: Db, req: CopyRequest): Promise<{ copyId: number; fileId: number }> {
  const [owner] = await tx.select().from(users).where(eq(users.id, req.ownerId)).limit(1);
  if (!owner) throw new Error(`No user ${req.ownerId}`);
  const customerLanguage = languageOf(owner);
  const byStaff = req.actorId !== req.ownerId;
  const [actor] = byStaff ? await tx.select({ email: users.email }).from(users).where(eq(users.id, req.actorId)).limit(1) : [owner];
  const copy: CopyFacts = {
    ...req.copy,
    language: req.acceptedLanguage ? languageOfLocale(req.acceptedLanguage) : customerLanguage,
    byStaff,
    signedInAs: actor?.email ?? String(req.actorId),
  };
  const pdf = Buffer.from(await renderAuthorizationCopy(copy));
  const [file] = await tx.insert(files).values({ ownerId: owner.id, kind: 'authorization_copy', applicationId: copy.applicationId }).returning({ id: files.id });
  const facts = { copy, nextDebitDate: req.nextDebitDate ?? null, copyLink: portalUrl(documentPath(file!.id)), documentsLink: portalUrl(documentsCenterPath(owner.id)) };
  const receipt = req.receiptIn
    ? req.receiptIn(customerLanguage, owner.firstName, authorizationDetails(customerLanguage, facts))
    : authorizationReceipt(customerLanguage, { firstName: owner.firstName, ...facts });
  const [row] = await tx
    .insert(authorizationCopies)
    .values({
      ownerId: owner.id,
      applicationId: copy.applicationId,
      kind: copy.kind,
      transactionId: req.transactionId ?? null,
      recurringPaymentId: req.recurringPaymentId ?? null,
      version: copy.authorization.version,
      language: req.acceptedLanguage ?? owner.preferredLocale ?? 'en-US',
      actedAt: copy.actedAt,
      address: copy.address,
      actorId: req.actorId,
      pdf: pdf.toString('base64'),
      sha256: createHash('sha256').update(pdf).digest('hex'),
      receiptTo: owner.email,
      receiptSubject: receipt.subject,
      receiptBody: receipt.body,
    })
    .returning({ id: authorizationCopies.id });
  await tx.update(files).set({ refId: row!.id }).where(eq(files.id, file!.id));
  return { copyId: row!.id, fileId: file!.id };
}

/** Sends the receipt of the copy behind `fileId` unless it went already (after the commit; on a replay too). */
export async function sendReceiptOnce(deps: Deps, fileId: number | null | undefined): Promise<void> {
  if (!fileId) return;
  const [file] = await deps.db.select({ refId: files.refId }).from(files).where(and(eq(files.id, fileId), eq(files.kind, 'authorization_copy'))).limit(1);
  if (!file?.refId) return;
  const [claimed] = await deps.db
    .update(authorizationCopies)
    .set({ receiptSentAt: deps.clock.now() })
    .where(and(eq(authorizationCopies.id, file.refId), isNull(authorizationCopies.receiptSentAt)))
    .returning();
  if (!claimed) return;
  try {
    await deps.adapters.email.send({ to: claimed.receiptTo, subject: claimed.receiptSubject, body: claimed.receiptBody });
  } catch (err) {
    // The payment or the change is made and its answer stands: the receipt waits for the same request's
    // replay (the portal retries with its key), which sends it then.
    await deps.db.update(authorizationCopies).set({ receiptSentAt: null }).where(eq(authorizationCopies.id, claimed.id));
    log.warn({ err, copy: claimed.id }, 'authorization receipt not sent');
  }
}

export interface AutopayMove {
  autopay: typeof recurringPayments.$inferSelect;
  /** Autopay's next debit under the new authorization. */
  to: string;
  /**
   * Smaller debits for a while (an accepted offer of smaller payments): `amountCents` for `months` debits, then
   * autopay's amounts as they were from `regularFrom` (the sweep puts them back).
   */
  reduced?: { amountCents: number; months: number; regularFrom: string };
  version: string;
  language: string;
  ownerId: number;
  actorId: number;
  applicationId: number;
  now: Date;
  address: CopyRequest['copy']['address'];
  /** The notice the receipt goes in, when the move is part of one (a due-date move's receipt). */
  receiptIn?: CopyRequest['receiptIn'];
}

/**
 * Autopay changes under the new authorization the customer accepted (a due-date move and an accepted offer
 * move its day; an offer of smaller payments lowers its amount for a while), in `tx`: the debit and the
 * authorization change, and its copy is stored with its receipt. Answers the copy's file id.
 */
export async function moveAutopayUnderNewAuthorization(tx: Db, m: AutopayMove): Promise<number> {
  const { autopay, reduced } = m;
  const regularCents = autopay.amountCents + autopay.amountExtraCents;
  await tx
    .update(recurringPayments)
    .set({
      nextTransactionDate: m.to,
      authorizationVersion: m.version,
      authorizationLanguage: m.language,
      authorizedAt: m.now,
      ...(reduced
        ? { amountCents: reduced.amountCents, amountExtraCents: 0, regularAmountCents: autopay.amountCents, regularExtraCents: autopay.amountExtraCents, regularFrom: reduced.regularFrom }
        : {}),
    })
    .where(eq(recurringPayments.id, autopay.id));
  const [bank] = await tx.select({ accountNumber: bankAccounts.accountNumber }).from(bankAccounts).where(eq(bankAccounts.id, autopay.bankAccountId)).limit(1);
  const { fileId } = await storeAuthorizationCopy(tx, {
    ownerId: m.ownerId,
    actorId: m.actorId,
    recurringPaymentId: autopay.id,
    acceptedLanguage: m.language,
    nextDebitDate: m.to,
    receiptIn: m.receiptIn,
    copy: {
      kind: 'autopay_change',
      applicationId: m.applicationId,
      authorization: {
        type: 'recurring',
        version: m.version,
        acceptedAt: m.now,
        facts: {
          totalCents: reduced ? reduced.amountCents : regularCents,
          startDate: m.to,
          last4: bank ? last4(bank.accountNumber) : '',
          reduced: reduced ? { months: reduced.months, regularCents, regularFrom: reduced.regularFrom } : null,
        },
      },
      actedAt: m.now,
      address: m.address,
    },
  });
  await tx.update(recurringPayments).set({ authorizationFileId: fileId }).where(eq(recurringPayments.id, autopay.id));
  return fileId;
}
