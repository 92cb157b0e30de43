// POST /api/transactions, GET /api/transactions?application_id=, GET /api/transactions/{id},
// DELETE /api/transactions/{id} (cancels a scheduled payment)
import { and, desc, eq, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  CreateTransactionRequestSchema,
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
  TransactionListQuerySchema,
  type CreateTransactionResponse,
} from '../../lib/contract/transactions';
import { scheduledPaymentCancellable, tooLateToCancelMessage } from '../domain/business-days';
import { SUPPORT_PHONE } from '../domain/contact';
import { centsToDollars } from '../../lib/common/money';
import { bankAccounts, transactions } from '../db/schema';
import type { Db } from '../db/client';
import { sendReceiptOnce, storeAuthorizationCopy } from '../domain/authorization-copies';
import { loadApplication } from '../domain/access';
import { clientAddress } from '../http/client-address';
import type { Env } from '../http/context';
import { HttpError, notFound, unprocessable } from '../http/errors';
import { idempotent, idempotentIfKeyed, optionalIdempotencyKey } from '../domain/idempotency';
import { last4, recordPayment, thanksPath, type TransactionRow } from '../domain/payment-records';
import { serializeTransaction } from '../serializers/transaction';
import { idParam, parseBody, parseQuery } from '../http/validate';

export const transactionRoutes = new Hono<Env>();

transactionRoutes.post('/', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const key = IdempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_HEADER));
  if (!key.success) throw new HttpError(400, 'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.');
  const body = await parseBody(c, CreateTransactionRequestSchema);
  const application = await loadApplication(deps, actor, body.application_id);
  const ip = clientAddress(c);

  const answer = await idempotent(deps, { userId: actor.user.id, key: key.data, scope: 'POST /api/transactions', body }, async (tx) => {
    const row = await recordPayment(tx, deps, {
      application,
      actorId: actor.user.id,
      amount: body.transaction.amount,
      date: body.transaction.future_effective_at,
      method: {
        kind: 'BankAccount',
        bankAccountId: body.transaction.transactable_id,
        authorized: body.transaction.authorized,
        termsVersion: body.terms_version,
        termsLanguage: body.terms_language ?? 'en-US',
        ip,
      },
      active: body.transaction.active,
      allowDuplicate: body.allow_duplicate ?? false,
    });
    // The copy of the authorization accepted, made with the payment (Reg E 1005.10(b)).
    const { fileId } = await storeAuthorizationCopy(tx, {
      ownerId: application.userId,
      actorId: actor.user.id,
      transactionId: row.id,
      acceptedLanguage: row.termsLanguage,
      copy: { kind: 'one_time', applicationId: application.id, authorization: await oneTimeAuthorization(tx, row), actedAt: row.termsAcceptedAt ?? row.createdAt, address: row.termsIp },
    });
    await tx.update(transactions).set({ authorizationFileId: fileId }).where(eq(transactions.id, row.id));
    const response: CreateTransactionResponse = {
      id: row.id,
      redirect_url: thanksPath(row, application.userId),
      amount: centsToDollars(row.amountCents),
      future_effective_at: row.futureEffectiveAt,
      authorization_file_id: fileId,
    };
    return { status: 201, body: response };
  });
  await sendReceiptOnce(deps, (answer.body as CreateTransactionResponse).authorization_file_id);
  return c.json(answer.body, answer.status, answer.replayed ? { 'idempotent-replayed': 'true' } : undefined);
});

transactionRoutes.get('/', async (c) => {
  const deps = c.get('deps');
  const { application_id } = parseQuery(c, TransactionListQuerySchema);
  const application = await loadApplication(deps, c.get('actor'), application_id);
  const rows = await deps.db
    .select()
    .from(transactions)
    .where(eq(transactions.applicationId, application.id))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(200);
  const today = deps.clock.today();
  return c.json({ data: rows.map((row) => serializeTransaction(row, today)) });
});

/** A transaction the caller may see (its application's owner, or staff) and its application; anyone else's is not found. */
async function loadTransaction(c: Context<Env>) {
  const deps = c.get('deps');
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.id, idParam(c))).limit(1);
  if (!row) throw notFound('Transaction');
  const application = await loadApplication(deps, c.get('actor'), row.applicationId).catch(() => {
    throw notFound('Transaction');
  });
  return { row, application };
}

transactionRoutes.get('/:id', async (c) => {
  const { row } = await loadTransaction(c);
  return c.json({ data: serializeTransaction(row, c.get('deps').clock.today()) });
});

transactionRoutes.delete('/:id', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const key = optionalIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
  const { row: loaded, application } = await loadTransaction(c);
  const today = deps.clock.today();
  // A retried cancel with its key replays the first answer (it would find the payment already cancelled).
  const answer = await idempotentIfKeyed(deps, { userId: actor.user.id, key, scope: `DELETE /api/transactions/${loaded.id}`, body: {} }, async (tx) => {
    const [row] = await tx.select().from(transactions).where(eq(transactions.id, loaded.id)).for('update');
    if (!row) throw notFound('Transaction');
    if (row.cancelledAt) throw unprocessable('This payment was already cancelled.', { base: ['This payment was already cancelled.'] });
    if (row.transactableType !== 'BankAccount') {
      const message = `Debit card payments cannot be cancelled online. Please call us at ${SUPPORT_PHONE}.`;
      throw unprocessable(message, { base: [message] });
    }
    if (!row.futureEffectiveAt || !scheduledPaymentCancellable(row.futureEffectiveAt, today)) {
      const message = row.futureEffectiveAt
        ? tooLateToCancelMessage(row.futureEffectiveAt)
        : 'This payment is already being processed and can no longer be cancelled.';
      throw unprocessable(message, { base: [message] });
    }
    const now = deps.clock.now();
    // The copy of the cancellation, with the authorization it ends.
    const { fileId } = await storeAuthorizationCopy(tx, {
      ownerId: application.userId,
      actorId: actor.user.id,
      transactionId: row.id,
      acceptedLanguage: null,
      copy: { kind: 'one_time_cancel', applicationId: row.applicationId, authorization: await oneTimeAuthorization(tx, row), actedAt: now, address: clientAddress(c) },
    });
    const [updated] = await tx
      .update(transactions)
      .set({ cancelledAt: now, active: false, cancellationFileId: fileId })
      .where(and(eq(transactions.id, row.id), isNull(transactions.cancelledAt)))
      .returning();
    return { status: 200, body: { data: serializeTransaction(updated!, today) } };
  });
  await sendReceiptOnce(deps, (answer.body as { data: { attributes: { cancellation_file_id?: number | null } } }).data.attributes.cancellation_file_id);
  return c.json(answer.body, answer.status, answer.replayed ? { 'idempotent-replayed': 'true' } : undefined);
});

/** The one-time authorization a bank payment was made under: its version, when, and its figures. */
async function oneTimeAuthorization(tx: Db, row: TransactionRow) {
  const [bank] = row.transactableId ? await tx.select({ accountNumber: bankAccounts.accountNumber }).from(bankAccounts).where(eq(bankAccounts.id, row.transactableId)).limit(1) : [];
  return {
    type: 'one_time' as const,
    version: row.termsVersion,
    acceptedAt: row.termsAcceptedAt,
    facts: { amountCents: row.amountCents, date: row.futureEffectiveAt ?? row.createdAt.toISOString().slice(0, 10), last4: bank ? last4(bank.accountNumber) : '' },
  };
}
