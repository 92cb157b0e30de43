// Promise to pay (spec 001 sections 4, 5 and 9): when the panel shows, who may make a new promise,
// the form's defaults and its validation. Amounts in cents, dates yyyy-MM-dd (Mountain Time "today").
import type { RuleTranslator } from './messages';
import { daysBetween } from './dates';
import { formatCents } from './money';

/** The panel shows within 2 days of the current due date (before or after it). */
export const PTP_WINDOW_DAYS = 2;

export function isWithinPromiseWindow(today: string, currentDueDate: string | null): boolean {
  if (!currentDueDate) return false;
  return Math.abs(daysBetween(today, currentDueDate)) <= PTP_WINDOW_DAYS;
}

export function isPromisePanelVisible(input: { today: string; currentDueDate: string | null; promiseCount: number }): boolean {
  return input.promiseCount > 0 || isWithinPromiseWindow(input.today, input.currentDueDate);
}

/** A new promise only when not on probation and none exists; otherwise the customer is told to call. */
export function canCreatePromise(input: { onProbation: boolean; promiseCount: number }): boolean {
  return !input.onProbation && input.promiseCount === 0;
}

export function promiseDefaults(input: { monthlyPaymentCents: number; today: string }) {
  return { amountCents: input.monthlyPaymentCents, date: input.today };
}

export const minimumAmountMessage = (minimumCents: number, t: RuleTranslator) => t('promiseMinimum', { amount: formatCents(minimumCents) });

export interface PromiseErrors {
  amount?: string;
  date?: string;
}

export function validatePromise(input: {
  amountCents: number | null;
  minimumCents: number;
  date: string;
  today: string;
  maxDate: string | null;
}, t: RuleTranslator): PromiseErrors {
  const errors: PromiseErrors = {};
  if (input.amountCents === null || input.amountCents < input.minimumCents) errors.amount = minimumAmountMessage(input.minimumCents, t);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date)) errors.date = t('promiseDateRequired');
  else if (input.date < input.today) errors.date = t('promiseDateBeforeToday');
  else if (input.maxDate && input.date > input.maxDate) errors.date = t('promiseDateTooFar');
  return errors;
}
