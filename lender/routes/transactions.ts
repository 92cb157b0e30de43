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
import { transactions } from '../db/schema';
import { loadApplication } from '../domain/access';
import { clientAddress } from '../http/client-address';
import type { Env } from '../http/context';
import { HttpError, notFound, unprocessable } from '../http/errors';
import { idempotent } from '../domain/idempotency';
import { recordPayment, thanksPath } from '../domain/payment-records';
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
    const response: CreateTransactionResponse = {
      id: row.id,
      redirect_url: thanksPath(row, application.userId),
      amount: centsToDollars(row.amountCents),
      future_effective_at: row.futureEffectiveAt,
    };
    return { status: 201, body: response };
  });
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

/** A transaction the caller may see (its application's owner, or staff); anyone else's is not found. */
async function loadTransaction(c: Context<Env>) {
  const deps = c.get('deps');
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.id, idParam(c))).limit(1);
  if (!row) throw notFound('Transaction');
  await loadApplication(deps, c.get('actor'), row.applicationId).catch(() => {
    throw notFound('Transaction');
  });
  return row;
}

transactionRoutes.get('/:id', async (c) => {
  const row = await loadTransaction(c);
  return c.json({ data: serializeTransaction(row, c.get('deps').clock.today()) });
});

transactionRoutes.delete('/:id', async (c) => {
  const deps = c.get('deps');
  const { id } = await loadTransaction(c);
  const today = deps.clock.today();
  const cancelled = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
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
    const [updated] = await tx
      .update(transactions)
      .set({ cancelledAt: deps.clock.now(), active: false })
      .where(and(eq(transactions.id, id), isNull(transactions.cancelledAt)))
      .returning();
    return updated!;
  });
  return c.json({ data: serializeTransaction(cancelled, today) });
});
