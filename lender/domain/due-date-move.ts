// Moving a loan's due date, as the lender decides it on its own records: whether the loan may move (open,
// not past due, not moved in the last 12 months, at most two moves over the loan), which new days of the
// month are allowed (1 to 28, not today's, the first new due date within 15 days of the current one), the
// first new due date (the date with the new day nearest the current due date, after today), and the
// interest the move adds (the per-diem for each day the due date comes later). All in cents, yyyy-MM-dd.
import { addDays, daysBetween } from '../../lib/common/dates';
import {
  DUE_DATE_MOVE_GAP_MONTHS,
  DUE_DATE_MOVE_MAX_SHIFT_DAYS,
  DUE_DATE_MOVES_MAX,
  DUE_DAY_MAX,
  DUE_DAY_MIN,
  type DueDateMoveReason,
  type DueDayProblem,
} from '../../lib/contract/limits';
import { perDiemCents } from './payoff-quote';
import { addMonthsIso } from './schedule';

export interface MoveLoan {
  open: boolean;
  pastDue: boolean;
  /** The due date a move replaces: the next one from today; null when nothing is coming. */
  nextDueDate: string | null;
  /** The days (yyyy-MM-dd, Mountain Time) of the loan's earlier moves. */
  movedOn: string[];
}

/** Every reason the loan may not move now, in the order they are said; empty when it may. */
export function moveRefusals(loan: MoveLoan, today: string): DueDateMoveReason[] {
  const reasons: DueDateMoveReason[] = [];
  if (!loan.open) return ['closed'];
  if (loan.nextDueDate === null) reasons.push('no_due_date');
  if (loan.pastDue) reasons.push('past_due');
  if (loan.movedOn.length >= DUE_DATE_MOVES_MAX) reasons.push('max_moves');
  else if (loan.movedOn.some((d) => d > addMonthsIso(today, -DUE_DATE_MOVE_GAP_MONTHS))) reasons.push('moved_recently');
  return reasons;
}

const dayOf = (isoDate: string) => Number(isoDate.slice(8, 10));
const withDay = (isoDate: string, day: number) => `${isoDate.slice(0, 8)}${String(day).padStart(2, '0')}`;

/**
 * The first new due date: of the dates with `day` in the due date's month, the month before and the month
 * after, the one nearest the due date that is still after today (the earlier on a tie).
 */
export function firstNewDueDate(dueDate: string, day: number, today: string): string {
  const months = [-1, 0, 1].map((m) => withDay(addMonthsIso(withDay(dueDate, 1), m), day));
  const ahead = months.filter((d) => d > today);
  let best = ahead[0]!;
  for (const d of ahead) if (Math.abs(daysBetween(dueDate, d)) < Math.abs(daysBetween(dueDate, best))) best = d;
  return best;
}

/** What is wrong with moving a due date of `dueDate` to `day` today, or null. */
export function dueDayProblem(day: number, dueDate: string, today: string): DueDayProblem | null {
  if (!Number.isInteger(day) || day < DUE_DAY_MIN || day > DUE_DAY_MAX) return 'dayRange';
  if (day === dayOf(dueDate)) return 'sameDay';
  if (Math.abs(daysBetween(dueDate, firstNewDueDate(dueDate, day, today))) > DUE_DATE_MOVE_MAX_SHIFT_DAYS) return 'tooFar';
  return null;
}

/** The days a due date of `dueDate` may move to today. */
export function allowedDueDays(dueDate: string, today: string): number[] {
  const days: number[] = [];
  for (let d = DUE_DAY_MIN; d <= DUE_DAY_MAX; d++) if (dueDayProblem(d, dueDate, today) === null) days.push(d);
  return days;
}

/** The interest a move adds: a per-diem of the payoff balance for each day the due date comes later. */
export function addedInterestCents(balanceCents: number, aprBasisPoints: number, dueDate: string, first: string): number {
  return Math.max(0, daysBetween(dueDate, first)) * perDiemCents(balanceCents, aprBasisPoints);
}

/** Autopay's next debit after the move: as many days later or earlier as the due date, never today or before. */
export function movedAutopayDate(nextTransactionDate: string, dueDate: string, first: string, today: string): string {
  const moved = addDays(nextTransactionDate, daysBetween(dueDate, first));
  return moved <= today ? first : moved;
}
