// A payoff quote for a chosen date, as the lender answers it: interest accrues on the payoff balance one
// day at a time (the per-diem: balance × APR ÷ 365, rounded to the cent once), so paying off on a later
// day costs the per-diem for each day after today. The date is from today up to 30 days ahead and never
// after the loan's last payment date (max_single_payment_date). All in cents.
import { addDays, daysBetween } from '../../lib/common/dates';
import { PAYOFF_QUOTE_MAX_DAYS } from '../../lib/contract/limits';

export type QuoteDateProblem = 'dateRequired' | 'beforeToday' | 'afterLast';

/** The last day a quote may be for: 30 days ahead, or the last payment date when earlier (today without one). */
export function lastQuoteDate(today: string, maxSinglePaymentDate: string | null): string {
  const limit = addDays(today, PAYOFF_QUOTE_MAX_DAYS);
  const last = maxSinglePaymentDate ?? today;
  return last < limit ? last : limit;
}

/** Why a quote date is refused, or null when it may be quoted. */
export function quoteDateProblem(date: string, today: string, maxSinglePaymentDate: string | null): QuoteDateProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) return 'dateRequired';
  if (date < today) return 'beforeToday';
  if (date > lastQuoteDate(today, maxSinglePaymentDate)) return 'afterLast';
  return null;
}

/** One day's interest on the balance, in cents: balance × APR (basis points) ÷ 10,000 ÷ 365, half up. */
export function perDiemCents(balanceCents: number, aprBasisPoints: number): number {
  return Math.round((balanceCents * aprBasisPoints) / 3_650_000);
}

export interface PayoffQuoteCents {
  payoffDate: string;
  payoffCents: number;
  balanceTodayCents: number;
  perDiemCents: number;
  goodThrough: string;
}

/** The quote for a valid date: today's balance plus one per-diem for each day from today to the date. */
export function payoffQuote(balanceCents: number, aprBasisPoints: number, today: string, date: string): PayoffQuoteCents {
  const perDiem = perDiemCents(balanceCents, aprBasisPoints);
  return { payoffDate: date, payoffCents: payoffOnDateCents(balanceCents, aprBasisPoints, today, date), balanceTodayCents: balanceCents, perDiemCents: perDiem, goodThrough: date };
}

/** The payoff on a day from today on: today's balance plus a per-diem for each day until then (today's before it). */
export function payoffOnDateCents(balanceCents: number, aprBasisPoints: number, today: string, date: string): number {
  return balanceCents + perDiemCents(balanceCents, aprBasisPoints) * Math.max(0, daysBetween(today, date));
}
