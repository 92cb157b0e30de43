// Autopay, a recurring ACH debit (spec 000 sections 6, 7 and 9): its limits, the authorization the
// customer accepts, and when it may be cancelled. The portal checks these; the sandbox checks them again.
import { addDays, formatDate, lenderWallTime } from './dates';
import { formatCents } from './money';
import { LENDER_NAME, SUPPORT_PHONE } from './contact';
import { NONE, type RuleTranslator } from './messages';

/** The catalogue's key of each autopay message (the sandbox says the same in English: test/agreement). */
export const AUTOPAY_MESSAGES = {
  belowMinimum: 'autopayBelowMinimum',
  amountRequired: 'autopayAmountRequired',
  extraInvalid: 'autopayExtraInvalid',
  bankAccount: 'autopayBankAccount',
  noteRequired: 'autopayNoteRequired',
  notesTooLong: 'autopayNotesTooLong',
  pastDue: 'autopayPastDue',
  authorization: 'autopayAuthorization',
  alreadyEnrolled: 'autopayAlreadyEnrolled',
} as const;

export const startDateMessage = (today: string, max: string | null, t: RuleTranslator) =>
  max ? t('autopayStartDate', { today: formatDate(today), max: formatDate(max) }) : t('autopayNotNow');

export const NOTES_MAX = 500;

/** The monthly amount alone passes the payoff balance: the message names the balance, the most it can be. */
export const autopayAbovePayoffMessage = (payoffCents: number, t: RuleTranslator) => t('autopayAbovePayoff', { payoff: formatCents(payoffCents) });

/** The monthly amount fits, the extra amount on top of it does not: the message names the most the extra can be. */
export const autopayExtraAbovePayoffMessage = (payoffCents: number, amountCents: number, t: RuleTranslator) =>
  t('autopayExtraAbovePayoff', { payoff: formatCents(payoffCents), most: formatCents(payoffCents - amountCents) });

export interface AutopayInput {
  amountCents: number | null;
  extraCents: number | null;
  startDate: string;
  bankAccountId: number | null;
  notes: string;
}

export interface AutopayContext {
  /** A new setup (POST); a change (PUT) takes no note. */
  isNew: boolean;
  onProbation: boolean;
  monthlyPaymentCents: number;
  /** One debit (the monthly amount plus the extra amount) never takes more than the loan's payoff balance. */
  payoffCents: number;
  today: string;
  maxDate: string | null;
}

export type AutopayField = 'amount' | 'amount_extra' | 'start_date' | 'recurrable_id' | 'notes';

/** Field errors (keyed as on the wire) for an autopay set-up or change; empty when it is valid. */
export function autopayErrors(input: AutopayInput, ctx: AutopayContext, t: RuleTranslator): Partial<Record<AutopayField, string>> {
  const errors: Partial<Record<AutopayField, string>> = {};
  if (input.amountCents === null) errors.amount = t(AUTOPAY_MESSAGES.amountRequired);
  else if (input.amountCents < ctx.monthlyPaymentCents) errors.amount = t(AUTOPAY_MESSAGES.belowMinimum);
  else if (input.amountCents > ctx.payoffCents) errors.amount = autopayAbovePayoffMessage(ctx.payoffCents, t);
  if (input.extraCents !== null && input.extraCents < 0) errors.amount_extra = t(AUTOPAY_MESSAGES.extraInvalid);
  else if (!errors.amount && input.amountCents !== null && input.amountCents + (input.extraCents ?? 0) > ctx.payoffCents) {
    errors.amount_extra = autopayExtraAbovePayoffMessage(ctx.payoffCents, input.amountCents, t);
  }
  if (!ctx.maxDate || !/^\d{4}-\d{2}-\d{2}$/.test(input.startDate) || input.startDate < ctx.today || input.startDate > ctx.maxDate) {
    errors.start_date = startDateMessage(ctx.today, ctx.maxDate, t);
  }
  if (input.bankAccountId === null) errors.recurrable_id = t(AUTOPAY_MESSAGES.bankAccount);
  if (ctx.isNew && ctx.onProbation && !input.notes.trim()) errors.notes = t(AUTOPAY_MESSAGES.noteRequired);
  if (input.notes.length > NOTES_MAX) errors.notes = t(AUTOPAY_MESSAGES.notesTooLong);
  return errors;
}

/** The autopay toggle is disabled when the loan is past due. */
export const isPastDue = (loan: { daysPastDue: number; pastDueBalanceCents: number }) =>
  loan.daysPastDue > 0 || loan.pastDueBalanceCents > 0;

// ── Cancellation ───────────────────────────────────────────────────────────────────────────────────────

/** Hours of notice a cancellation needs before the next debit. */
export const CANCEL_NOTICE_HOURS = 72;
/** The hour (Mountain Time) a day's cancellations close. */
export const CANCEL_CUTOFF_HOUR = 2;

/**
 * The last moment autopay may be cancelled before the debit on `nextTransactionDate`: 72 hours (three
 * days) before it, and on that last day only before 2 AM Mountain Time — i.e. 2:00 AM Mountain Time three
 * calendar days before the debit date. The wall-clock hour holds across a daylight-saving change (08:00
 * UTC in summer, 09:00 UTC in winter); on the spring-forward day, when 2 AM does not exist, it is the
 * instant the clocks jump (3:00 AM MDT = 2:00 AM MST).
 */
export function autopayCancelDeadline(nextTransactionDate: string): Date {
  return lenderWallTime(addDays(nextTransactionDate, -CANCEL_NOTICE_HOURS / 24), CANCEL_CUTOFF_HOUR);
}

/** Autopay may be cancelled now without the next debit going out. */
export function canCancelAutopay(nextTransactionDate: string, now: Date): boolean {
  return now.getTime() < autopayCancelDeadline(nextTransactionDate).getTime();
}

export function autopayCancelRefusedMessage(nextTransactionDate: string): string {
  const deadline = autopayCancelDeadline(nextTransactionDate);
  return `Autopay can no longer be cancelled before the debit on ${formatDate(nextTransactionDate)}: cancelling needs 72 hours notice (by 2:00 AM Mountain Time on ${formatDate(
    deadline.toISOString(),
  )}). Please call us at ${SUPPORT_PHONE}.`;
}

// ── Authorization ──────────────────────────────────────────────────────────────────────────────────────

/** A change of wording must change the version; it is stored with the time of the acceptance. */
export const AUTOPAY_AUTHORIZATION_VERSION = 'ach-recurring-2026-01';

export interface AutopayAuthorizationInput {
  totalCents: number | null;
  startDate: string | null;
  accountLast4: string | null;
  /** Smaller payments for a while (an accepted assistance offer): `totalCents` for `months` debits, then `regularCents` from `regularFrom`. */
  reduced?: { months: number; regularCents: number; regularFrom: string } | null;
}

/** The recurring ACH authorization: amount, day of month, account, how to cancel. */
export function autopayAuthorizationText({ totalCents, startDate, accountLast4, reduced }: AutopayAuthorizationInput, t: RuleTranslator): string[] {
  // Smaller debits for a while, then the regular ones: both amounts and the day they change are authorized
  // at once, so the debits that follow vary only as the customer agreed (Regulation E, 12 CFR 1005.10(d)).
  const first =
    reduced && totalCents !== null && startDate && accountLast4
      ? t('achRecurringReduced1', {
          lender: LENDER_NAME,
          amount: formatCents(totalCents),
          last4: accountLast4,
          day: Number(startDate.slice(8, 10)),
          start: formatDate(startDate),
          months: reduced.months,
          regular: formatCents(reduced.regularCents),
          from: formatDate(reduced.regularFrom),
        })
      : null;
  return [
    first ?? t('achRecurring1', {
      lender: LENDER_NAME,
      amount: totalCents !== null ? formatCents(totalCents) : NONE,
      last4: accountLast4 ?? NONE,
      // 0: no day chosen yet ("the day of the month above").
      day: startDate ? Number(startDate.slice(8, 10)) : 0,
      start: startDate ? formatDate(startDate) : NONE,
    }),
    t('achRecurring2', { phone: SUPPORT_PHONE }),
    t('achRecurring3'),
  ];
}
