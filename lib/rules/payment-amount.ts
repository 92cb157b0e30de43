// The one-time payment's amount (spec 000 section 5): what the input keeps, how it is read, and its hints.
// Everything is integer cents; the same checks run in the browser and in the sandbox.
import { AMOUNT_FORMAT_MESSAGE, AMOUNT_MIN_MESSAGE } from '../contract/limits';
import { formatCents } from './money';

export { AMOUNT_FORMAT_MESSAGE, AMOUNT_MIN_MESSAGE, isWholeOrTwoDecimals } from '../contract/limits';

export const amountAbovePayoffMessage = (payoffCents: number) =>
  `The amount is greater than your payoff balance of ${formatCents(payoffCents)}`;

/**
 * A payment that, with the payments already scheduled or pending and autopay's next debit, would pay more
 * than the payoff balance (the lender refuses it; one payment at a time could otherwise add up to several
 * payoffs).
 */
export function amountAboveUnscheduledMessage(payoffCents: number, scheduledCents: number): string {
  const left = payoffCents - scheduledCents;
  if (left <= 0) return `Payments already scheduled (${formatCents(scheduledCents)}) cover your payoff balance of ${formatCents(payoffCents)}.`;
  return `The amount is greater than what is left of your payoff balance: ${formatCents(scheduledCents)} of ${formatCents(payoffCents)} is already scheduled, so you can pay up to ${formatCents(left)}.`;
}

/** What is already on its way to the loan: scheduled and pending payments, and autopay's next debit. */
export function scheduledCents(pendingPaymentCents: readonly number[], autopayNextCents: number | null): number {
  return pendingPaymentCents.reduce((sum, cents) => sum + cents, 0) + (autopayNextCents ?? 0);
}

/** The Make Payment page's line under the figures, when something is already scheduled. */
export function scheduledNote(payoffCents: number, scheduled: number, autopayCents: number | null): string {
  const autopay = autopayCents ? ` (including autopay's next payment of ${formatCents(autopayCents)})` : '';
  const left = Math.max(0, payoffCents - scheduled);
  return `${formatCents(scheduled)} is already scheduled${autopay}, so a new payment can be up to ${formatCents(left)}.`;
}

/** The input strips non-digits and extra dots: "$1,2a3.4.5" → "123.45" (the first dot stays). */
export function sanitizeAmountInput(raw: string): string {
  let seenDot = false;
  let out = '';
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenDot) {
      seenDot = true;
      out += ch;
    }
  }
  return out;
}

export type ParsedAmount =
  | { kind: 'empty' }
  /** More than two decimals, or too large to be money. */
  | { kind: 'invalid' }
  | { kind: 'ok'; cents: number };

/** Reads a sanitized amount ("12", "12.5", ".5", "12.") as cents. */
export function parseAmount(text: string): ParsedAmount {
  const clean = sanitizeAmountInput(text);
  if (clean === '' || clean === '.') return { kind: 'empty' };
  const [whole = '', fraction = ''] = clean.split('.');
  if (fraction.length > 2) return { kind: 'invalid' };
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return { kind: 'invalid' };
  return { kind: 'ok', cents };
}

export interface AmountBalances {
  payoffCents: number;
  currentBalanceDueCents: number;
  pastDueBalanceCents: number;
}

/** The blocking error of an amount in cents (null when it may be paid). */
export function amountError(cents: number, balances: Pick<AmountBalances, 'payoffCents'>): string | null {
  if (cents <= 0) return AMOUNT_MIN_MESSAGE;
  if (cents > balances.payoffCents) return amountAbovePayoffMessage(balances.payoffCents);
  return null;
}

export interface AmountCheck {
  cents: number | null;
  error: string | null;
  /** What the amount covers, for an amount that may be paid. */
  notes: string[];
}

/** Every hint of spec 000 section 5 for the amount as typed. */
export function checkAmount(text: string, balances: AmountBalances): AmountCheck {
  const parsed = parseAmount(text);
  if (parsed.kind === 'empty') return { cents: null, error: AMOUNT_MIN_MESSAGE, notes: [] };
  if (parsed.kind === 'invalid') return { cents: null, error: AMOUNT_FORMAT_MESSAGE, notes: [] };
  const { cents } = parsed;
  const error = amountError(cents, balances);
  if (error) return { cents, error, notes: [] };
  const notes: string[] = [];
  if (cents === balances.payoffCents) notes.push('This amount pays off your loan.');
  else if (balances.currentBalanceDueCents > 0 && cents >= balances.currentBalanceDueCents) {
    notes.push(`This amount covers your current balance of ${formatCents(balances.currentBalanceDueCents)}.`);
  }
  if (balances.pastDueBalanceCents > 0 && cents >= balances.pastDueBalanceCents) {
    notes.push(`This amount covers your past due amount of ${formatCents(balances.pastDueBalanceCents)}.`);
  }
  return { cents, error: null, notes };
}

export type AmountChoice = 'pastDue' | 'amountDue' | 'payoff' | 'other';

/** The preset amounts offered (past due and amount due only when there is one), then "other". */
export function amountChoices(balances: AmountBalances): { key: AmountChoice; label: string; cents: number | null }[] {
  const choices: { key: AmountChoice; label: string; cents: number | null }[] = [];
  if (balances.pastDueBalanceCents > 0) choices.push({ key: 'pastDue', label: 'Past due amount', cents: balances.pastDueBalanceCents });
  if (balances.currentBalanceDueCents > 0) choices.push({ key: 'amountDue', label: 'Amount due', cents: balances.currentBalanceDueCents });
  if (balances.payoffCents > 0) choices.push({ key: 'payoff', label: 'Payoff balance', cents: balances.payoffCents });
  choices.push({ key: 'other', label: 'Other amount', cents: null });
  return choices;
}

/** Cents as the amount input shows them: 18750 → "187.50". */
export const centsToInput = (cents: number) => (cents / 100).toFixed(2);
