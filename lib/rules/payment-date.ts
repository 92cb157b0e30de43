// The one-time payment's date (spec 000 section 5): not before today (Mountain Time), not after
// max_single_payment_date, with a hint for a late date or one that satisfies the due date.
import { formatDate } from './dates';
import type { RuleTranslator } from './messages';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;


export interface DateLimits {
  /** The lender's today, yyyy-MM-dd in Mountain Time (lenderToday()). */
  today: string;
  /** max_single_payment_date; without one, only today may be chosen. */
  maxDate: string | null;
}

export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The blocking error of a payment date (null when it may be used). */
export function paymentDateError(date: string, limits: DateLimits, t: RuleTranslator): string | null {
  if (!isIsoDay(date)) return t('dateRequired');
  if (date < limits.today) return t('dateBeforeToday', { today: formatDate(limits.today) });
  const max = limits.maxDate ?? limits.today;
  if (date > max) return t('dateAfterMax', { max: formatDate(max) });
  return null;
}

/** The hint for a valid date, measured against the current due date. */
export function paymentDateNote(date: string, dueDate: string | null, t: RuleTranslator): string | null {
  if (!dueDate || !isIsoDay(date)) return null;
  return t(date > dueDate ? 'dateLate' : 'dateOnTime', { due: formatDate(dueDate) });
}

export function checkPaymentDate(date: string, limits: DateLimits & { dueDate: string | null }, t: RuleTranslator) {
  const error = paymentDateError(date, limits, t);
  return { error, note: error ? null : paymentDateNote(date, limits.dueDate, t) };
}
