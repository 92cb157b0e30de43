// POST /api/recurring_payments (set up autopay), PUT /api/recurring_payments/{id} (change it),
// DELETE /api/recurring_payments/{id} (cancel it). Every rule of lender/domain/autopay.ts is checked
// here: amount ≥ monthly payment, amount plus extra ≤ payoff balance, start date between today and
// max_recurring_payment_date, the customer's own bank account, a note on payment probation, no
// enrolment while past due, and the 72-hour / 2 AM Mountain Time cancellation cut-off. The accepted authorization is stored.
import { and, eq, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  CreateRecurringPaymentRequestSchema,
  UpdateRecurringPaymentRequestSchema,
  type RecurringPayment,
} from '../../lib/contract/recurring-payments';
import {
  AUTOPAY_AUTHORIZATION_VERSION,
  AUTOPAY_MESSAGES,
  autopayCancellable,
  autopayProblems,
  autopayTooLateMessage,
  loanIsPastDue,
} from '../domain/autopay';
import { centsToDollars, dollarsToCents } from '../../lib/common/money';
import { bankAccounts, loanAccounts, recurringPayments, users } from '../db/schema';
import { loadApplication } from '../domain/access';
import type { Env } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import type { ApplicationRow } from '../domain/payment-records';
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
  const [[loan], [user]] = await Promise.all([
    deps.db.select().from(loanAccounts).where(eq(loanAccounts.applicationId, application.id)).limit(1),
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
    notes,
  };
}

recurringPaymentRoutes.post('/', async (c) => {
  const deps = c.get('deps');
  const body = await parseBody(c, CreateRecurringPaymentRequestSchema);
  const application = await loadApplication(deps, c.get('actor'), body.recurring_payment.application_id);
  const { values, bankName, notes } = await checked(c, application, body.recurring_payment, body.authorization_version, true, body.authorization_language);
  const row = await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: recurringPayments.id })
      .from(recurringPayments)
      .where(and(eq(recurringPayments.applicationId, application.id), isNull(recurringPayments.cancelledAt)))
      .for('update');
    if (existing) throw unprocessable(AUTOPAY_MESSAGES.alreadyEnrolled, { base: [AUTOPAY_MESSAGES.alreadyEnrolled] });
    const [inserted] = await tx.insert(recurringPayments).values({ ...values, applicationId: application.id, notes: notes || null }).returning();
    return inserted!;
  });
  return c.json({ data: serialize(row, bankName) }, 201);
});

/** An active recurring payment the caller may see; anyone else's (or a cancelled one) is not found. */
async function loadActive(c: Context<Env>) {
  const deps = c.get('deps');
  const [row] = await deps.db
    .select()
    .from(recurringPayments)
    .where(and(eq(recurringPayments.id, idParam(c)), isNull(recurringPayments.cancelledAt)))
    .limit(1);
  if (!row) throw notFound('Recurring payment');
  const application = await loadApplication(deps, c.get('actor'), row.applicationId).catch(() => {
    throw notFound('Recurring payment');
  });
  return { row, application };
}

recurringPaymentRoutes.put('/:id', async (c) => {
  const deps = c.get('deps');
  const { row, application } = await loadActive(c);
  const body = await parseBody(c, UpdateRecurringPaymentRequestSchema);
  const { values, bankName } = await checked(c, application, body.recurring_payment, body.authorization_version, false, body.authorization_language);
  const [updated] = await deps.db
    .update(recurringPayments)
    .set(values)
    .where(and(eq(recurringPayments.id, row.id), isNull(recurringPayments.cancelledAt)))
    .returning();
  if (!updated) throw notFound('Recurring payment');
  return c.json({ data: serialize(updated, bankName) });
});

recurringPaymentRoutes.delete('/:id', async (c) => {
  const deps = c.get('deps');
  const { row } = await loadActive(c);
  if (!autopayCancellable(row.nextTransactionDate, deps.clock.now())) {
    const message = autopayTooLateMessage(row.nextTransactionDate);
    throw unprocessable(message, { base: [message] });
  }
  const [cancelled] = await deps.db
    .update(recurringPayments)
    .set({ cancelledAt: deps.clock.now() })
    .where(and(eq(recurringPayments.id, row.id), isNull(recurringPayments.cancelledAt)))
    .returning();
  if (!cancelled) throw notFound('Recurring payment');
  const [bank] = await deps.db.select({ name: bankAccounts.name }).from(bankAccounts).where(eq(bankAccounts.id, cancelled.bankAccountId)).limit(1);
  return c.json({ data: serialize(cancelled, bank?.name ?? '') });
});
