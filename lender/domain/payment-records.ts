// Recording a one-time payment. Every rule the portal checks is checked again here, inside the
// caller's transaction, with the loan account row locked (FOR UPDATE) so that two payments of one loan
// never interleave their duplicate checks.
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { formatDate } from '../../lib/common/dates';
import { formatCents } from '../../lib/common/money';
import { ACH_AUTHORIZATION_VERSION, alreadyScheduledMessage, paymentDayProblem, PROBATION_MESSAGE, SOLD_OFF_MESSAGE, wireAmountProblem } from './payments';
import { customerLoanPage } from './portal-links';
import { payoffOnDateCents } from './payoff-quote';
import type { Db } from '../db/client';
import { applications, bankAccounts, loanAccounts, recurringPayments, transactions, users } from '../db/schema';
import type { Deps } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import { paymentLimit, take } from './rate-limit';

export type ApplicationRow = typeof applications.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;

export interface PaymentRequest {
  application: ApplicationRow;
  /** Who made it: the customer, or staff on the customer's behalf. */
  actorId: number;
  /** Dollars as sent. */
  amount: number;
  date: string;
  method: { kind: 'BankAccount'; bankAccountId: number; authorized: boolean; termsVersion: string; termsLanguage: string; ip: string | null } | { kind: 'DebitCard'; cardLast4: string };
  active: boolean;
  allowDuplicate: boolean;
}

export const last4 = (accountNumber: string) => accountNumber.slice(-4);

export const thanksPath = (t: { applicationId: number; id: number }, userId: number) =>
  customerLoanPage(userId, t.applicationId, { thanks: t.id });

export const TOO_MANY_PAYMENTS_MESSAGE = 'Too many payments in a short time. Please try again later.';

/** Cents of the loan's payments still to come (active, not cancelled, today or later) and of autopay's next debit. */
export async function scheduledAgainstPayoff(tx: Db, applicationId: number, today: string): Promise<number> {
  const [[pending], [autopay]] = await Promise.all([
    tx
      .select({ cents: sql<string | null>`sum(${transactions.amountCents})` })
      .from(transactions)
      .where(and(eq(transactions.applicationId, applicationId), eq(transactions.active, true), isNull(transactions.cancelledAt), gte(transactions.futureEffectiveAt, today))),
    tx
      .select({ cents: sql<number>`${recurringPayments.amountCents} + ${recurringPayments.amountExtraCents}` })
      .from(recurringPayments)
      .where(and(eq(recurringPayments.applicationId, applicationId), isNull(recurringPayments.cancelledAt)))
      .limit(1),
  ]);
  return Number(pending?.cents ?? 0) + (autopay ? Number(autopay.cents) : 0);
}

export async function recordPayment(tx: Db, deps: Deps, req: PaymentRequest): Promise<TransactionRow> {
  const app = req.application;
  // Counted in the payment's own transaction: a refused or failed payment does not use up the limit,
  // and concurrent payments of one customer queue on the counter's row instead of slipping past it.
  await take(deps, paymentLimit(deps, app.userId), TOO_MANY_PAYMENTS_MESSAGE, { db: tx });
  const today = deps.clock.today();
  const [account] = await tx.select().from(loanAccounts).where(eq(loanAccounts.applicationId, app.id)).for('update');
  if (!account) throw unprocessable('This application has no loan account to pay.', { base: ['This application has no loan account to pay.'] });
  if (account.soldOff) throw unprocessable(SOLD_OFF_MESSAGE, { base: [SOLD_OFF_MESSAGE] });
  if (!account.open || account.closed) {
    throw unprocessable('This loan is closed; there is nothing to pay.', { base: ['This loan is closed; there is nothing to pay.'] });
  }

  const errors: Record<string, string[]> = {};
  const amountCents = Math.round(req.amount * 100);
  const dateProblem = paymentDayProblem(req.date, today, account.maxSinglePaymentDate);
  if (dateProblem) errors['transaction.future_effective_at'] = [dateProblem];
  // The cap is the payoff on the payment's day: interest runs until then (a payoff quote's amount for a
  // later day is more than today's payoff). A date it refuses leaves today's payoff as the cap.
  const payoffCents = dateProblem ? account.payoffBalanceCents : payoffOnDateCents(account.payoffBalanceCents, account.aprBasisPoints, today, req.date);
  const amountProblem = wireAmountProblem(req.amount, payoffCents);
  if (amountProblem) errors['transaction.amount'] = [amountProblem];

  if (!amountProblem) {
    // Across payments too: what is already scheduled or pending, and autopay's next debit, count against
    // the payoff balance. The loan account row is locked, so concurrent payments are counted one by one.
    const scheduled = await scheduledAgainstPayoff(tx, app.id, today);
    if (amountCents + scheduled > payoffCents) {
      errors['transaction.amount'] = [alreadyScheduledMessage(payoffCents, scheduled)];
    }
  }

  let transactableId: number | null = null;
  let transactableName: string;
  if (req.method.kind === 'BankAccount') {
    const [owner] = await tx.select({ onProbation: users.onPaymentProbation }).from(users).where(eq(users.id, app.userId));
    if (owner?.onProbation) throw unprocessable(PROBATION_MESSAGE, { 'transaction.transactable_type': [PROBATION_MESSAGE] });
    // Another customer's account is simply not found; a removed one of the customer's is a field error.
    const [bank] = await tx
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, req.method.bankAccountId), eq(bankAccounts.userId, app.userId)));
    if (!bank) throw notFound('Bank account');
    if (bank.deletedAt) errors['transaction.transactable_id'] = ['This bank account was removed. Choose another one.'];
    if (!req.method.authorized) errors['transaction.authorized'] = ['You must accept the payment authorization.'];
    if (req.method.termsVersion !== ACH_AUTHORIZATION_VERSION) {
      errors.terms_version = ['The payment authorization has changed. Please review and accept it again.'];
    }
    transactableId = bank.id;
    transactableName = `${bank.name} ••••${last4(bank.accountNumber)}`;
  } else {
    transactableName = `Debit card ending ${req.method.cardLast4}`;
  }
  if (Object.keys(errors).length) {
    const first = Object.values(errors)[0]![0]!;
    throw unprocessable(first, errors);
  }

  if (!req.allowDuplicate) {
    const [duplicate] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.applicationId, app.id),
          eq(transactions.amountCents, amountCents),
          eq(transactions.futureEffectiveAt, req.date),
          eq(transactions.active, true),
          isNull(transactions.cancelledAt),
        ),
      )
      .limit(1);
    if (duplicate) {
      const message = `A payment of ${formatCents(amountCents)} for ${formatDate(req.date)} already exists.`;
      throw unprocessable(message, { duplicate: [message] });
    }
  }

  const now = deps.clock.now();
  const bankTerms = req.method.kind === 'BankAccount' ? req.method : null;
  const [row] = await tx
    .insert(transactions)
    .values({
      applicationId: app.id,
      transactableType: req.method.kind,
      transactableId,
      transactableName,
      amountCents,
      futureEffectiveAt: req.date,
      authorized: bankTerms ? bankTerms.authorized : true,
      active: req.active,
      termsVersion: bankTerms?.termsVersion ?? null,
      termsLanguage: bankTerms?.termsLanguage ?? null,
      termsAcceptedAt: bankTerms ? now : null,
      termsIp: bankTerms?.ip ?? null,
      createdBy: req.actorId,
      createdAt: now,
    })
    .returning();
  return row!;
}
