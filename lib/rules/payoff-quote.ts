// The payoff quote's date, as the portal checks it before asking the lender: from today (Mountain Time) up
// to 30 days ahead, never after max_single_payment_date (without one, only today).
import { PAYOFF_QUOTE_MAX_DAYS } from '../contract/limits';
import { addDays } from './dates';
import type { RuleTranslator } from './messages';
import { isIsoDay } from './payment-date';

export type QuoteDateProblem = 'dateRequired' | 'beforeToday' | 'afterLast';

export interface QuoteLimits {
  today: string;
  maxDate: string | null;
}

/** The last day a quote may be for. */
export function lastQuoteDate({ today, maxDate }: QuoteLimits): string {
  const thirtyDays = addDays(today, PAYOFF_QUOTE_MAX_DAYS);
  const last = maxDate ?? today;
  return last < thirtyDays ? last : thirtyDays;
}

export function quoteDateProblem(date: string, limits: QuoteLimits): QuoteDateProblem | null {
  if (!isIsoDay(date)) return 'dateRequired';
  if (date < limits.today) return 'beforeToday';
  return date > lastQuoteDate(limits) ? 'afterLast' : null;
}

const KEYS = { dateRequired: 'payoffDateRequired', beforeToday: 'payoffDateBeforeToday', afterLast: 'payoffDateAfterLast' } as const;

/** The message by the date field, or null when the date may be quoted. */
export function quoteDateError(date: string, limits: QuoteLimits, t: RuleTranslator): string | null {
  const problem = quoteDateProblem(date, limits);
  return problem ? t(KEYS[problem]) : null;
}
