// The one-time payment's date (spec 000 section 5): not before today (Mountain Time), not after
// max_single_payment_date, with a hint for a late date or one that satisfies the due date.
import { formatDate } from './dates';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const DATE_REQUIRED_MESSAGE = 'Choose a payment date';
export const dateBeforeTodayMessage = (today: string) => `The payment date cannot be before today (${formatDate(today)})`;
export const dateAfterMaxMessage = (max: string) => `The payment date cannot be after ${formatDate(max)}`;

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
export function paymentDateError(date: string, limits: DateLimits): string | null {
  if (!isIsoDay(date)) return DATE_REQUIRED_MESSAGE;
  if (date < limits.today) return dateBeforeTodayMessage(limits.today);
  const max = limits.maxDate ?? limits.today;
  if (date > max) return dateAfterMaxMessage(max);
  return null;
}

/** The hint for a valid date, measured against the current due date. */
export function paymentDateNote(date: string, dueDate: string | null): string | null {
  if (!dueDate || !isIsoDay(date)) return null;
  return date > dueDate
    ? `This date is after your due date of ${formatDate(dueDate)}, so your payment will be late.`
    : `This date satisfies your due date of ${formatDate(dueDate)}.`;
}

export function checkPaymentDate(date: string, limits: DateLimits & { dueDate: string | null }) {
  const error = paymentDateError(date, limits);
  return { error, note: error ? null : paymentDateNote(date, limits.dueDate) };
}
