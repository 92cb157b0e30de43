// POST /api/recurring_payments (set up autopay), PUT /api/recurring_payments/{id} (change it),
// DELETE /api/recurring_payments/{id} (cancel it). Every rule of lender/domain/autopay.ts is checked
// here: amount ≥ monthly payment, amount plus extra ≤ payoff balance, start date between today and
// max_recurring_payment_date, the customer's own bank account, a note on payment probation, no
// enrolment while past due, and the 72-hour / 2 AM Mountain Time cancellation cut-off. The accepted authorization is stored,
// and each set-up, change and cancellation stores its copy and e-mails a receipt (lender/domain/authorization-copies.ts),
// once per Idempotency-Key when the request sends one.
import { and, eq, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  CreateRecurringPaymentRequestSchema,
  UpdateRecurringPaymentRequestSchema,
  type RecurringPayment,
} from '../../lib/contract/recurring-payments';
import { IDEMPOTENCY_HEADER } from '../../lib/contract/transactions';
import {
  AUTOPAY_AUTHORIZATION_VERSION,
  AUTOPAY_MESSAGES,
  autopayCancellable,
  autopayProblems,
  autopayTooLateMessage,
  loanIsPastDue,
} from '../domain/autopay';
import { centsToDollars, dollarsToCents } from '../../lib/common/money';
import { bankAccounts, recurringPayments, users } from '../db/schema';
import { loadApplication, loanAccountOf } from '../domain/access';
import type { Db } from '../db/client';
import { sendReceiptOnce, storeAuthorizationCopy } from '../domain/authorization-copies';
import { idempotentIfKeyed, optionalIdempotencyKey, type StoredAnswer } from '../domain/idempotency';
import { clientAddress } from '../http/client-address';
import type { Env } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import { last4 as lastFour, type ApplicationRow } from '../domain/payment-records';
import { idParam, parseBody } from '../http/validate';

export const recurringPaymentRoutes = new Hono<Env>();

type Row = typeof recurringPayments.$inferSelect;

function serialize(row: Row, bankName: string): RecurringPayment {
  return {
    id: row.id,
    type: 'recurring_payments',
    attributes: {
      application_id: row.applicationId,
      amount: centsToDollars(row.amountCents),
      amount_extra: centsToDollars(row.amountExtraCents),
      total_amount: centsToDollars(row.amountCents + row.amountExtraCents),
      start_date: row.startDate,
      next_transaction_date: row.nextTransactionDate,
      payment_day: Number(row.nextTransactionDate.slice(8, 10)),
      recurrable_type: 'BankAccount',
      recurrable_id: row.bankAccountId,
      recurrable: { name: bankName },
      notes: row.notes,
      authorization_version: row.authorizationVersion,
      authorized_at: row.authorizedAt?.toISOString() ?? null,
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
      authorization_file_id: row.authorizationFileId,
      cancellation_file_id: row.cancellationFileId,
    },
  };
}

const refuse = (field: string, message: string) => unprocessable(message, { [`recurring_payment.${field}`]: [message] });

interface Fields {
  amount: number | null;
  amount_extra?: number | null;
  start_date: string;
  recurrable_id: number | null;
  notes?: string;
}

/** Checks the request against the loan and the customer; answers the values to store. */
async function checked(c: Context<Env>, application: ApplicationRow, fields: Fields, authorizationVersion: string, isNew: boolean, authorizationLanguage = 'en-US') {
  const deps = c.get('deps');
  const [loan, [user]] = await Promise.all([
    loanAccountOf(deps, application.id),
    deps.db.select({ onPaymentProbation: users.onPaymentProbation }).from(users).where(eq(users.id, application.userId)).limit(1),
  ]);
  if (!loan || loan.soldOff || loan.closed) throw unprocessable('Autopay is not available for this loan.', { base: ['Autopay is not available for this loan.'] });
  if (loanIsPastDue(loan)) throw unprocessable(AUTOPAY_MESSAGES.pastDue, { base: [AUTOPAY_MESSAGES.pastDue] });
  if (authorizationVersion !== AUTOPAY_AUTHORIZATION_VERSION) throw refuse('authorization', AUTOPAY_MESSAGES.authorization);
  const toCents = (v: number | null | undefined) => (v === null || v === undefined ? null : dollarsToCents(v));
  const amountCents = toCents(fields.amount);
  const extraCents = toCents(fields.amount_extra) ?? 0;
  const notes = (fields.notes ?? '').trim();
  const errors = autopayProblems(
    { amountCents, extraCents, startDate: fields.start_date, bankAccountId: fields.recurrable_id, notes },
    {
      monthlyPaymentCents: loan.monthlyPaymentCents,
      payoffBalanceCents: loan.payoffBalanceCents,
      maxRecurringPaymentDate: loan.maxRecurringPaymentDate,
      customerOnProbation: user?.onPaymentProbation ?? false,
    },
    deps.clock.today(),
    isNew,
  );
  const entries = Object.entries(errors);
  if (entries.length) throw unprocessable(entries[0]![1], Object.fromEntries(entries.map(([k, m]) => [`recurring_payment.${k}`, [m]])));
  const [bank] = await deps.db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, fields.recurrable_id!), eq(bankAccounts.userId, application.userId), isNull(bankAccounts.deletedAt)))
    .limit(1);
  if (!bank) throw refuse('recurrable_id', AUTOPAY_MESSAGES.bankAccount);
  return {
    values: {
      bankAccountId: bank.id,
      amountCents: amountCents!,
      amountExtraCents: extraCents,
      startDate: fields.start_date,
      nextTransactionDate: fields.start_date,
      authorizationVersion,
      authorizationLanguage,
      authorizedAt: deps.clock.now(),
    },
    bankName: bank.name,
    last4: lastFour(bank.accountNumber),
    notes,
  };
}

recurringPaymentRoutes.post('/', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const key = optionalIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
  const body = await parseBody(c, CreateRecurringPaymentRequestSchema);
  const application = await loadApplication(deps, actor, body.recurring_payment.application_id);
  const { values, bankName, last4, notes } = await checked(c, application, body.recurring_payment, body.authorization_version, true, body.authorization_language);
  const answer = await idempotentIfKeyed(deps, { userId: actor.user.id, key, scope: 'POST /api/recurring_payments', body }, async (tx) => {
    const [existing] = await tx
      .select({ id: recurringPayments.id })
      .from(recurringPayments)
      .where(and(eq(recurringPayments.applicationId, application.id), isNull(recurringPayments.cancelledAt)))
      .for('update');
    if (existing) throw unprocessable(AUTOPAY_MESSAGES.alreadyEnrolled, { base: [AUTOPAY_MESSAGES.alreadyEnrolled] });
    const [inserted] = await tx.insert(recurringPayments).values({ ...values, applicationId: application.id, notes: notes || null }).returning();
    const row = await withCopy(c, tx, inserted!, application.userId, 'autopay_setup', last4);
    return { status: 201, body: { data: serialize(row, bankName) } };
  });
  return answered(c, answer, 'authorization_file_id');
});

type AutopayCopyKind = 'autopay_setup' | 'autopay_change' | 'autopay_cancel';

/** Stores the copy of `row`'s authorization (or of its cancellation) in `tx` and notes its file on the row. */
async function withCopy(c: Context<Env>, tx: Db, row: Row, ownerId: number, kind: AutopayCopyKind, accountLast4: string): Promise<Row> {
  const deps = c.get('deps');
  const cancel = kind === 'autopay_cancel';
  const { fileId } = await storeAuthorizationCopy(tx, {
    ownerId,
    actorId: c.get('actor').user.id,
    recurringPaymentId: row.id,
    acceptedLanguage: cancel ? null : (row.authorizationLanguage ?? 'en-US'),
    nextDebitDate: cancel ? null : row.nextTransactionDate,
    copy: {
      kind,
      applicationId: row.applicationId,
      authorization: {
        type: 'recurring',
        version: row.authorizationVersion,
        acceptedAt: row.authorizedAt,
        facts: { totalCents: row.amountCents + row.amountExtraCents, startDate: row.startDate, last4: accountLast4 },
      },
      actedAt: cancel ? (row.cancelledAt ?? deps.clock.now()) : (row.authorizedAt ?? deps.clock.now()),
      address: clientAddress(c),
    },
  });
  const [noted] = await tx
    .update(recurringPayments)
    .set(cancel ? { cancellationFileId: fileId } : { authorizationFileId: fileId })
    .where(eq(recurringPayments.id, row.id))
    .returning();
  return noted!;
}

/** The answer, after its copy's receipt went (once: a replay sends only one a crash left unsent). */
async function answered(c: Context<Env>, answer: StoredAnswer & { replayed: boolean }, copy: 'authorization_file_id' | 'cancellation_file_id') {
  const data = (answer.body as { data: RecurringPayment }).data;
  await sendReceiptOnce(c.get('deps'), data.attributes[copy]);
  return c.json(answer.body, answer.status, answer.replayed ? { 'idempotent-replayed': 'true' } : undefined);
}

/** A recurring payment the caller may see, cancelled or not; anyone else's is not found. */
async function loadOwn(c: Context<Env>) {
  const deps = c.get('deps');
  const [row] = await deps.db.select().from(recurringPayments).where(eq(recurringPayments.id, idParam(c))).limit(1);
  if (!row) throw notFound('Recurring payment');
  const application = await loadApplication(deps, c.get('actor'), row.applicationId).catch(() => {
    throw notFound('Recurring payment');
  });
  return { row, application };
}

/** The row again, locked, in the change's transaction: a cancelled one is not found. */
async function lockedActive(tx: Db, id: number) {
  const [row] = await tx.select().from(recurringPayments).where(and(eq(recurringPayments.id, id), isNull(recurringPayments.cancelledAt))).for('update');
  if (!row) throw notFound('Recurring payment');
  return row;
}

const bankOf = async (tx: Db, bankAccountId: number) =>
  (await tx.select({ name: bankAccounts.name, accountNumber: bankAccounts.accountNumber }).from(bankAccounts).where(eq(bankAccounts.id, bankAccountId)).limit(1))[0];

recurringPaymentRoutes.put('/:id', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const key = optionalIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
  const { row, application } = await loadOwn(c);
  if (row.cancelledAt) throw notFound('Recurring payment');
  const body = await parseBody(c, UpdateRecurringPaymentRequestSchema);
  const { values, bankName, last4 } = await checked(c, application, body.recurring_payment, body.authorization_version, false, body.authorization_language);
  const answer = await idempotentIfKeyed(deps, { userId: actor.user.id, key, scope: `PUT /api/recurring_payments/${row.id}`, body }, async (tx) => {
    await lockedActive(tx, row.id);
    // The customer's own change is a new authorization of its own amount: a smaller one for a while ends.
    const [updated] = await tx
      .update(recurringPayments)
      .set({ ...values, regularAmountCents: null, regularExtraCents: null, regularFrom: null })
      .where(eq(recurringPayments.id, row.id))
      .returning();
    const copied = await withCopy(c, tx, updated!, application.userId, 'autopay_change', last4);
    return { status: 200, body: { data: serialize(copied, bankName) } };
  });
  return answered(c, answer, 'authorization_file_id');
});

recurringPaymentRoutes.delete('/:id', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const key = optionalIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
  // Looked up cancelled or not: a retried cancel with its key replays the first answer.
  const { row, application } = await loadOwn(c);
  const answer = await idempotentIfKeyed(deps, { userId: actor.user.id, key, scope: `DELETE /api/recurring_payments/${row.id}`, body: {} }, async (tx) => {
    const active = await lockedActive(tx, row.id);
    if (!autopayCancellable(active.nextTransactionDate, deps.clock.now())) {
      const message = autopayTooLateMessage(active.nextTransactionDate);
      throw unprocessable(message, { base: [message] });
    }
    const [cancelled] = await tx.update(recurringPayments).set({ cancelledAt: deps.clock.now() }).where(eq(recurringPayments.id, row.id)).returning();
    const bank = await bankOf(tx, cancelled!.bankAccountId);
    const copied = await withCopy(c, tx, cancelled!, application.userId, 'autopay_cancel', bank ? lastFour(bank.accountNumber) : '');
    return { status: 200, body: { data: serialize(copied, bank?.name ?? '') } };
  });
  return answered(c, answer, 'cancellation_file_id');
});
