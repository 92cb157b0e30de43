// Due dates in the customer's calendar, the lender's side: what a calendar holds (each open loan's coming
// due dates and the customer's scheduled payments, autopay's next debit among them), and the private
// subscription addresses a calendar app reads it with. The lender keeps only an address's sha256; the
// secret (32 random bytes) is shown once, when made. A revoked or unknown secret is simply not found.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, isNull, sql, type Placeholder } from 'drizzle-orm';
import { addDays } from '../../lib/common/dates';
import { applications, calendarFeeds, completedPayments, loanAccounts, recurringPayments, transactions } from '../db/schema';
import { preparedPer } from '../db/prepared';
import type { Deps } from '../http/context';
import { reducedPlan } from './assistance-records';
import { comingInstallments, MAX_INSTALLMENTS, repaymentSchedule, type InstallmentCents, type ScheduleInputs } from './schedule';

type AccountRow = typeof loanAccounts.$inferSelect;

/** The secret's bytes: 256 bits, far past guessing (the address is the only credential). */
export const FEED_SECRET_BYTES = 32;
/** A base64url secret of FEED_SECRET_BYTES: anything else is not looked up. */
export const FEED_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Which of a loan's payments are its past installments (a split payment's child row is not one). */
const pastInstallmentsOf = (loanAccountId: number | Placeholder) =>
  and(eq(completedPayments.loanAccountId, loanAccountId), isNull(completedPayments.parentRowId));

/** What the schedule is worked out from, but the history: the balance, payment, rate, dates and any smaller-payments plan. */
async function scheduleTerms(deps: Deps, account: AccountRow): Promise<Omit<ScheduleInputs, 'past'>> {
  const reduced = await reducedPlan(deps.db, account.id);
  const today = deps.clock.today();
  const pastDue = account.daysPastDue > 0 && account.pastDueBalanceCents > 0;
  const owing = account.open && !account.soldOff && !account.chargeOff;
  return {
    balanceCents: owing ? account.payoffBalanceCents : 0,
    monthlyPaymentCents: account.monthlyPaymentCents,
    aprBasisPoints: account.aprBasisPoints,
    // A missed due date is the late row; the coming ones start at the next due date after today.
    nextDueDate: [account.currentDueDate, account.upcomingPaymentDueDate].find((d) => d !== null && d >= today) ?? null,
    late: pastDue ? { date: addDays(today, -account.daysPastDue), amountCents: account.pastDueBalanceCents } : null,
    reduced,
  };
}

/** The loan's installments as the lender works them out, first to last: the whole history read. */
export async function scheduleRows(deps: Deps, account: AccountRow): Promise<InstallmentCents[]> {
  const [payments, terms] = await Promise.all([
    deps.db.select().from(completedPayments).where(pastInstallmentsOf(account.id)).orderBy(asc(completedPayments.datePaid), asc(completedPayments.rowId)),
    scheduleTerms(deps, account),
  ]);
  return repaymentSchedule({ ...terms, past: payments.map((p) => ({ date: p.datePaid, amountCents: p.paymentAmountCents, returned: p.nsfDate !== null })) });
}

/**
 * The next `limit` installments still to pay, numbered as in the whole schedule: the history is only counted,
 * so a loan with a long one answers as fast as a new loan (the loan page's next three, the calendar's dates).
 */
// Prepared (../db/prepared.ts): the loan page asks for its next three installments every time.
const madeInstallments = preparedPer((db) =>
  db
    .select({ n: count() })
    .from(completedPayments)
    .where(pastInstallmentsOf(sql.placeholder('loanAccountId')))
    .prepare('made_installments_of_loan'),
);

export async function comingRows(deps: Deps, account: AccountRow, limit = MAX_INSTALLMENTS): Promise<InstallmentCents[]> {
  const [[made], terms] = await Promise.all([
    madeInstallments(deps.db).execute({ loanAccountId: account.id }),
    scheduleTerms(deps, account),
  ]);
  return comingInstallments(terms, made?.n ?? 0, limit);
}

export interface CalendarPayment {
  /** one_time: a payment the customer scheduled; autopay: autopay's next debit. */
  kind: 'one_time' | 'autopay';
  /** The lender's id of the payment (the transaction's, or the autopay's). */
  id: number;
  date: string;
  amountCents: number;
}

export interface CalendarLoan {
  applicationId: number;
  customerId: number;
  dueDates: { date: string; amountCents: number }[];
  payments: CalendarPayment[];
}

/** One loan's calendar: its coming due dates (today on) and its payments dated after today. */
export async function calendarLoan(deps: Deps, app: { id: number; userId: number }, account: AccountRow | null): Promise<CalendarLoan> {
  const applicationId = app.id;
  const today = deps.clock.today();
  const [rows, scheduled, autopay] = await Promise.all([
    account ? comingRows(deps, account) : Promise.resolve([]),
    deps.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.applicationId, applicationId), eq(transactions.active, true), isNull(transactions.cancelledAt), gt(transactions.futureEffectiveAt, today)))
      .orderBy(asc(transactions.futureEffectiveAt), asc(transactions.id)),
    deps.db
      .select()
      .from(recurringPayments)
      .where(and(eq(recurringPayments.applicationId, applicationId), isNull(recurringPayments.cancelledAt), gt(recurringPayments.nextTransactionDate, today)))
      .orderBy(asc(recurringPayments.id)),
  ]);
  return {
    applicationId,
    customerId: app.userId,
    dueDates: rows.filter((r) => r.dueDate >= today).map((r) => ({ date: r.dueDate, amountCents: r.amountCents })),
    payments: [
      ...scheduled.map((t): CalendarPayment => ({ kind: 'one_time', id: t.id, date: t.futureEffectiveAt!, amountCents: t.amountCents })),
      ...autopay.map((r): CalendarPayment => ({ kind: 'autopay', id: r.id, date: r.nextTransactionDate, amountCents: r.amountCents + r.amountExtraCents })),
    ].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id),
  };
}

/** Every loan of the customer that has a loan account, in the order they were made. */
export async function customerCalendar(deps: Deps, userId: number): Promise<CalendarLoan[]> {
  const apps = await deps.db.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId)).orderBy(asc(applications.id));
  if (apps.length === 0) return [];
  const accounts = await deps.db.select().from(loanAccounts).where(inArray(loanAccounts.applicationId, apps.map((a) => a.id)));
  return Promise.all(accounts.sort((a, b) => a.applicationId - b.applicationId).map((account) => calendarLoan(deps, { id: account.applicationId, userId }, account)));
}

/** The customer's live address, if any (never its secret: only its hash is kept). */
export async function liveFeed(deps: Deps, userId: number) {
  const [row] = await deps.db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .orderBy(asc(calendarFeeds.id))
    .limit(1);
  return row ?? null;
}

/** Ends the customer's live address(es); answers how many ended. */
export async function revokeFeeds(deps: Deps, userId: number, db = deps.db): Promise<number> {
  const ended = await db
    .update(calendarFeeds)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return ended.length;
}

/** A new address for the customer; the one before stops working in the same step. */
export async function makeFeed(deps: Deps, userId: number): Promise<{ secret: string; createdAt: Date }> {
  const secret = randomBytes(FEED_SECRET_BYTES).toString('base64url');
  const createdAt = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await revokeFeeds(deps, userId, tx);
    await tx.insert(calendarFeeds).values({ userId, secretHash: hash(secret), createdAt });
  });
  return { secret, createdAt };
}

/** The customer a live secret belongs to (marking the read), else null. */
export async function feedOwner(deps: Deps, secret: string): Promise<number | null> {
  if (!FEED_SECRET_PATTERN.test(secret)) return null;
  const [row] = await deps.db
    .update(calendarFeeds)
    .set({ lastReadAt: deps.clock.now() })
    .where(and(eq(calendarFeeds.secretHash, hash(secret)), isNull(calendarFeeds.revokedAt)))
    .returning({ userId: calendarFeeds.userId });
  return row?.userId ?? null;
}
