// The lender's checks on a one-time payment (spec 000 sections 2, 5 and 6), on its own records: amounts in
// integer cents against the loan account's payoff balance, dates (yyyy-MM-dd, Mountain Time) against
// today and the account's max_single_payment_date. The wire's amount messages are the contract's.
import { AMOUNT_FORMAT_MESSAGE, AMOUNT_MIN_MESSAGE, isWholeOrTwoDecimals } from '../../lib/contract/limits';
import { formatDate } from '../../lib/common/dates';
import { dollarsToCents, formatCents } from '../../lib/common/money';

export { AMOUNT_FORMAT_MESSAGE, AMOUNT_MIN_MESSAGE };

/** The version of the one-time ACH authorization the lender currently takes; a new wording is a new version. */
export const ACH_AUTHORIZATION_VERSION = 'ach-one-time-2025-01';

/** The card processor's fee per debit card payment, in cents. */
export const DEBIT_CARD_FEE_CENTS = 250;

export const PROBATION_MESSAGE =
  'Bank payments are not available while your account is on payment probation. Please pay by debit card or call support.';
export const SOLD_OFF_MESSAGE = 'Payments are not possible because your loan was transferred to a debt buyer.';

export const overPayoffMessage = (payoffCents: number) => `The amount is greater than your payoff balance of ${formatCents(payoffCents)}`;
/** A payment that, with what is already scheduled or pending and autopay's next debit, passes the payoff balance. */
export function alreadyScheduledMessage(payoffCents: number, scheduledCents: number): string {
  const left = payoffCents - scheduledCents;
  if (left <= 0) return `Payments already scheduled (${formatCents(scheduledCents)}) cover your payoff balance of ${formatCents(payoffCents)}.`;
  return `The amount is greater than what is left of your payoff balance: ${formatCents(scheduledCents)} of ${formatCents(payoffCents)} is already scheduled, so you can pay up to ${formatCents(left)}.`;
}
export const NO_DATE_MESSAGE = 'Choose a payment date';
export const pastDateMessage = (today: string) => `The payment date cannot be before today (${formatDate(today)})`;
export const lateDateMessage = (last: string) => `The payment date cannot be after ${formatDate(last)}`;

/** What is wrong with paying `cents` on an account with this payoff balance: above 0, at most the payoff. */
export function centsProblem(cents: number, payoffCents: number): string | null {
  if (!(cents > 0)) return AMOUNT_MIN_MESSAGE;
  return cents > payoffCents ? overPayoffMessage(payoffCents) : null;
}

/** An amount as it comes on the wire (dollars): whole or two decimals, then the cents rule. */
export function wireAmountProblem(dollars: number, payoffCents: number): string | null {
  return isWholeOrTwoDecimals(dollars) ? centsProblem(dollarsToCents(dollars), payoffCents) : AMOUNT_FORMAT_MESSAGE;
}

/** A real calendar day written yyyy-MM-dd. */
function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A payment date from today to the account's max_single_payment_date (today only, without one). */
export function paymentDayProblem(date: string, today: string, maxSinglePaymentDate: string | null): string | null {
  if (!isCalendarDay(date)) return NO_DATE_MESSAGE;
  if (date < today) return pastDateMessage(today);
  const last = maxSinglePaymentDate ?? today;
  return date > last ? lateDateMessage(last) : null;
}

export type TypedAmount = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'cents'; cents: number };

/**
 * The card processor's amount box: what a person typed ("$1,234.5"), keeping digits and the first dot.
 * More than two decimals, or more than money can be, is unreadable.
 */
export function readTypedAmount(typed: string): TypedAmount {
  const kept = typed.replace(/[^0-9.]/g, '');
  const dot = kept.indexOf('.');
  const whole = dot < 0 ? kept : kept.substring(0, dot);
  const fraction = dot < 0 ? '' : kept.substring(dot + 1).replace(/\./g, '');
  if (whole === '' && fraction === '') return { kind: 'empty' };
  if (fraction.length > 2) return { kind: 'invalid' };
  const cents = Number(whole || '0') * 100 + Number((fraction + '00').substring(0, 2));
  return Number.isSafeInteger(cents) ? { kind: 'cents', cents } : { kind: 'invalid' };
}

/** Cents as the amount box is filled in: 18750 → "187.50". */
export const amountBoxText = (cents: number) => `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;
