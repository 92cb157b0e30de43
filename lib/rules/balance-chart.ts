// The balance-over-time chart of the payment history page: from the loan's original amount to today's
// payoff balance, falling with each month's payments in proportion to what was paid that month (the
// history gives amounts paid, not their principal part, so the drop is shared out by the payments).
import { es } from 'date-fns/locale/es';
import { addMonths, format, parseISO } from 'date-fns';

export interface MonthPaid {
  /** yyyy-MM */
  month: string;
  paidCents: number;
}

export interface BalancePoint {
  /** yyyy-MM: the balance at the end of that month; the first point is the month before the first payment. */
  month: string;
  balanceCents: number;
}

/**
 * Why a loan's chart would mislead, or null when it fits: the chart shares the drop from the loan amount
 * to today's payoff balance out over the payments, which is only true when payments brought it there. A
 * settled loan's balance ended by agreement, a sold one's left with the loan.
 */
/** Why there is no chart (its words: the catalogue's history.omittedSettled and omittedSold), or null. */
export function chartOmittedReason(account: { charge_off_settled: boolean; sold_off: boolean }): 'settled' | 'sold' | null {
  if (account.charge_off_settled) return 'settled';
  if (account.sold_off) return 'sold';
  return null;
}

const previousMonth = (month: string) => format(addMonths(parseISO(`${month}-01`), -1), 'yyyy-MM');

export function balanceSeries(originalCents: number, payoffCents: number, months: readonly MonthPaid[]): BalancePoint[] {
  const paid = months.filter((m) => m.paidCents > 0);
  const total = paid.reduce((sum, m) => sum + m.paidCents, 0);
  if (paid.length === 0 || total <= 0) return [];
  const drop = originalCents - payoffCents;
  const points: BalancePoint[] = [{ month: previousMonth(paid[0]!.month), balanceCents: originalCents }];
  let sofar = 0;
  for (const m of paid) {
    sofar += m.paidCents;
    points.push({ month: m.month, balanceCents: Math.round(originalCents - (drop * sofar) / total) });
  }
  return points;
}

export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** SVG coordinates of the points: time along x (by month), balance up y from 0 to the highest balance. */
export function chartCoordinates(points: readonly BalancePoint[], box: ChartBox): { x: number; y: number }[] {
  if (points.length === 0) return [];
  const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
  const first = monthIndex(points[0]!.month);
  const span = Math.max(1, monthIndex(points.at(-1)!.month) - first);
  const max = Math.max(1, ...points.map((p) => p.balanceCents));
  const innerW = box.width - box.left - box.right;
  const innerH = box.height - box.top - box.bottom;
  const round = (n: number) => Math.round(n * 10) / 10;
  return points.map((p) => ({
    x: round(box.left + ((monthIndex(p.month) - first) / span) * innerW),
    y: round(box.top + innerH - (Math.max(0, p.balanceCents) / max) * innerH),
  }));
}

/** 'yyyy-MM' → 'Mar 2025' */
/** 'Mar 2025'; in Spanish 'mar 2025'. */
export const formatMonth = (month: string, locale: string = 'en-US') =>
  format(parseISO(`${month}-01`), 'MMM yyyy', locale === 'es-US' ? { locale: es } : undefined);
