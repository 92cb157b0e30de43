// The lender's rules for autopay, a recurring ACH debit (spec 000 sections 6, 7 and 9), checked on its own
// records: the loan account (monthly payment, payoff balance, past due, max_recurring_payment_date) and the customer's
// probation flag. Amounts in cents; dates yyyy-MM-dd; cut-offs in Mountain Time.
import { TZDate } from '@date-fns/tz';
import { addDays, formatDate, LENDER_TIME_ZONE } from '../../lib/common/dates';
import { formatCents } from '../../lib/common/money';
import { SUPPORT_PHONE } from './contact';
import { unprocessable } from '../http/errors';

/** The version of the recurring ACH authorization the lender currently takes. */
export const AUTOPAY_AUTHORIZATION_VERSION = 'ach-recurring-2026-01';

export const AUTOPAY_NOTE_MAX = 500;

export const AUTOPAY_MESSAGES = {
  belowMinimum: 'Less than minimum monthly payment',
  amountRequired: 'Enter a monthly amount',
  extraInvalid: 'The extra amount cannot be negative',
  bankAccount: 'Please choose a bank account',
  noteRequired: 'Please write a note: you are on payment probation',
  notesTooLong: `The note must be at most ${AUTOPAY_NOTE_MAX} characters`,
  pastDue: 'Autopay cannot be set up or changed while your loan is past due. Please bring your loan current first.',
  authorization: 'Please accept the autopay authorization',
  alreadyEnrolled: 'Autopay is already set up for this loan. Change it instead.',
} as const;

/** One debit takes at most the payoff balance: the monthly amount alone, or with the extra amount on top. */
export const amountOverPayoffMessage = (payoffCents: number) => `The monthly amount is greater than your payoff balance of ${formatCents(payoffCents)}`;
export const extraOverPayoffMessage = (payoffCents: number, amountCents: number) =>
  `The monthly amount plus the extra amount must be at most your payoff balance of ${formatCents(payoffCents)}: the extra amount can be up to ${formatCents(payoffCents - amountCents)}`;

export const startDateWindowMessage = (today: string, last: string | null) =>
  last === null ? 'Autopay cannot be scheduled for this loan right now' : `Start date must be between ${formatDate(today)} and ${formatDate(last)}`;

/** Autopay's moved debit must still fall within the days the lender takes autopay for (its refusal on `autopay`). */
export function assertAutopayDateInWindow(date: string, today: string, last: string | null): void {
  if (last !== null && date <= last) return;
  const message = startDateWindowMessage(today, last);
  throw unprocessable(message, { autopay: [message] });
}

export interface AutopayRequest {
  amountCents: number | null;
  extraCents: number | null;
  startDate: string;
  bankAccountId: number | null;
  notes: string;
}

export interface AutopayAccount {
  monthlyPaymentCents: number;
  payoffBalanceCents: number;
  maxRecurringPaymentDate: string | null;
  customerOnProbation: boolean;
}

export type AutopayProblems = Partial<Record<'amount' | 'amount_extra' | 'start_date' | 'recurrable_id' | 'notes', string>>;

/** A past-due loan takes no new or changed autopay: days past due or a past-due balance. */
export const loanIsPastDue = (account: { daysPastDue: number; pastDueBalanceCents: number }) =>
  account.daysPastDue > 0 || account.pastDueBalanceCents > 0;

/** The problems of a set-up (`isNew`) or a change, keyed by the wire's fields; empty when it is accepted. */
export function autopayProblems(req: AutopayRequest, account: AutopayAccount, today: string, isNew: boolean): AutopayProblems {
  const problems: AutopayProblems = {};
  const amount = req.amountCents;
  if (amount === null) problems.amount = AUTOPAY_MESSAGES.amountRequired;
  else if (amount < account.monthlyPaymentCents) problems.amount = AUTOPAY_MESSAGES.belowMinimum;
  else if (amount > account.payoffBalanceCents) problems.amount = amountOverPayoffMessage(account.payoffBalanceCents);
  const extra = req.extraCents ?? 0;
  if (extra < 0) problems.amount_extra = AUTOPAY_MESSAGES.extraInvalid;
  else if (amount !== null && !problems.amount && amount + extra > account.payoffBalanceCents) {
    problems.amount_extra = extraOverPayoffMessage(account.payoffBalanceCents, amount);
  }
  const last = account.maxRecurringPaymentDate;
  const inWindow = last !== null && /^\d{4}-\d{2}-\d{2}$/.test(req.startDate) && req.startDate >= today && req.startDate <= last;
  if (!inWindow) problems.start_date = startDateWindowMessage(today, last);
  if (req.bankAccountId === null) problems.recurrable_id = AUTOPAY_MESSAGES.bankAccount;
  if (req.notes.length > AUTOPAY_NOTE_MAX) problems.notes = AUTOPAY_MESSAGES.notesTooLong;
  else if (isNew && account.customerOnProbation && req.notes.trim() === '') problems.notes = AUTOPAY_MESSAGES.noteRequired;
  return problems;
}

/**
 * Cancelling needs 72 hours notice, and on the last day it must come before 2 AM Mountain Time: the
 * deadline is 2:00 AM (wall clock, America/Denver) three calendar days before the next debit.
 */
export function autopayCancelBy(nextDebitDate: string): Date {
  const [year, month, day] = addDays(nextDebitDate, -3).split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, 2, 0, 0, LENDER_TIME_ZONE).getTime());
}

export const autopayCancellable = (nextDebitDate: string, now: Date) => now < autopayCancelBy(nextDebitDate);

export function autopayTooLateMessage(nextDebitDate: string): string {
  const deadline = formatDate(autopayCancelBy(nextDebitDate).toISOString());
  return `Autopay can no longer be cancelled before the debit on ${formatDate(nextDebitDate)}: cancelling needs 72 hours notice (by 2:00 AM Mountain Time on ${deadline}). Please call us at ${SUPPORT_PHONE}.`;
}
