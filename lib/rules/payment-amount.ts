// The one-time payment's amount (spec 000 section 5): what the input keeps, how it is read, and its hints.
// Everything is integer cents; the same checks run in the browser and in the sandbox.
// Its words come from the catalogue through the translator each function takes; the English
// ones are the contract's (lib/contract/limits.ts), which messages/catalogues.test.ts holds them to.
import { formatCents } from './money';
import type { RuleTranslator } from './messages';
import { daysBetween } from './dates';
import { isIsoDay } from './payment-date';

export { AMOUNT_FORMAT_MESSAGE, AMOUNT_MIN_MESSAGE, isWholeOrTwoDecimals } from '../contract/limits';

export const amountAbovePayoffMessage = (payoffCents: number, t: RuleTranslator) => t('amountAbovePayoff', { payoff: formatCents(payoffCents) });

/**
 * A payment that, with the payments already scheduled or pending and autopay's next debit, would pay more
 * than the payoff balance (the lender refuses it; one payment at a time could otherwise add up to several
 * payoffs).
 */
export function amountAboveUnscheduledMessage(payoffCents: number, scheduledCents: number, t: RuleTranslator): string {
  const left = payoffCents - scheduledCents;
  const values = { scheduled: formatCents(scheduledCents), payoff: formatCents(payoffCents), left: formatCents(left) };
  return t(left <= 0 ? 'scheduledCoverPayoff' : 'amountAboveUnscheduled', values);
}

/** What is already on its way to the loan: scheduled and pending payments, and autopay's next debit. */
export function scheduledCents(pendingPaymentCents: readonly number[], autopayNextCents: number | null): number {
  return pendingPaymentCents.reduce((sum, cents) => sum + cents, 0) + (autopayNextCents ?? 0);
}

/** The Make Payment page's line under the figures, when something is already scheduled. */
export function scheduledNote(payoffCents: number, scheduled: number, autopayCents: number | null, t: RuleTranslator): string {
  const values = { scheduled: formatCents(scheduled), left: formatCents(Math.max(0, payoffCents - scheduled)) };
  return autopayCents ? t('scheduledNoteAutopay', { ...values, autopay: formatCents(autopayCents) }) : t('scheduledNote', values);
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
  /** The lender's per-diem interest (its payoff quote's), in cents; null when the lender offers no quote. */
  perDiemCents?: number | null;
}

/**
 * The payoff on the payment's day: today's payoff plus the lender's per-diem for each day until then (what its
 * payoff quote answers for that day). Without the quote extension, or for a day that is not ahead, today's.
 */
export function payoffOnDate(balances: Pick<AmountBalances, 'payoffCents' | 'perDiemCents'>, today: string, date: string): number {
  const perDiem = balances.perDiemCents ?? 0;
  if (perDiem <= 0 || !isIsoDay(date) || date <= today) return balances.payoffCents;
  return balances.payoffCents + perDiem * daysBetween(today, date);
}

/** The balances a payment on `date` is checked against: its cap is the payoff on that day. */
export const balancesOn = (balances: AmountBalances, today: string, date: string): AmountBalances => ({
  ...balances,
  payoffCents: payoffOnDate(balances, today, date),
});

/** The blocking error of an amount in cents (null when it may be paid). */
export function amountError(cents: number, balances: Pick<AmountBalances, 'payoffCents'>, t: RuleTranslator): string | null {
  if (cents <= 0) return t('amountMin');
  if (cents > balances.payoffCents) return amountAbovePayoffMessage(balances.payoffCents, t);
  return null;
}

export interface AmountCheck {
  cents: number | null;
  error: string | null;
  /** What the amount covers, for an amount that may be paid. */
  notes: string[];
}

/** Every hint of spec 000 section 5 for the amount as typed. */
export function checkAmount(text: string, balances: AmountBalances, t: RuleTranslator): AmountCheck {
  const parsed = parseAmount(text);
  if (parsed.kind === 'empty') return { cents: null, error: t('amountMin'), notes: [] };
  if (parsed.kind === 'invalid') return { cents: null, error: t('amountFormat'), notes: [] };
  const { cents } = parsed;
  const error = amountError(cents, balances, t);
  if (error) return { cents, error, notes: [] };
  const notes: string[] = [];
  if (cents === balances.payoffCents) notes.push(t('paysOff'));
  else if (balances.currentBalanceDueCents > 0 && cents >= balances.currentBalanceDueCents) {
    notes.push(t('coversCurrent', { amount: formatCents(balances.currentBalanceDueCents) }));
  }
  if (balances.pastDueBalanceCents > 0 && cents >= balances.pastDueBalanceCents) {
    notes.push(t('coversPastDue', { amount: formatCents(balances.pastDueBalanceCents) }));
  }
  return { cents, error: null, notes };
}

export type AmountChoice = 'pastDue' | 'amountDue' | 'payoff' | 'other';

/** The preset amounts offered (past due and amount due only when there is one), then "other". */
export function amountChoices(balances: AmountBalances): { key: AmountChoice; cents: number | null }[] {
  const choices: { key: AmountChoice; cents: number | null }[] = [];
  if (balances.pastDueBalanceCents > 0) choices.push({ key: 'pastDue', cents: balances.pastDueBalanceCents });
  if (balances.currentBalanceDueCents > 0) choices.push({ key: 'amountDue', cents: balances.currentBalanceDueCents });
  if (balances.payoffCents > 0) choices.push({ key: 'payoff', cents: balances.payoffCents });
  choices.push({ key: 'other', cents: null });
  return choices;
}

/** The words of each choice. */
export const AMOUNT_CHOICE_LABELS = { pastDue: 'choicePastDue', amountDue: 'choiceAmountDue', payoff: 'choicePayoff', other: 'choiceOther' } as const;

/** Cents as the amount input shows them: 18750 → "187.50". */
export const centsToInput = (cents: number) => (cents / 100).toFixed(2);
