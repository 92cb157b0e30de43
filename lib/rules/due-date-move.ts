// Moving the due date, as the portal checks a chosen day before asking the lender for its preview: a day of
// the month from 1 to 28, not the current one, whose first new due date (the date with that day nearest the
// current due date, still after today) is within 15 days of it. The lender decides again on its own records.
import { DUE_DATE_MOVE_MAX_SHIFT_DAYS, DUE_DAY_MAX, DUE_DAY_MIN, type DueDayProblem } from '../contract/limits';
import { addDays, daysBetween } from './dates';
import type { RuleKey, RuleTranslator } from './messages';

/** The same day-of-month `months` later: the first of the month moved, then the day put back (≤ 28, so every month has it). */
function sameDayMonthsAway(isoDate: string, months: number, day: number): string {
  const [y, m] = [Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1 + months];
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first new due date for `day`: nearest the due date among the month before, its own and the one after, after today. */
export function firstNewDueDate(dueDate: string, day: number, today: string): string {
  const ahead = [-1, 0, 1].map((m) => sameDayMonthsAway(dueDate, m, day)).filter((d) => d > today);
  return ahead.reduce((best, d) => (Math.abs(daysBetween(dueDate, d)) < Math.abs(daysBetween(dueDate, best)) ? d : best));
}

export function dueDayProblem(day: number, dueDate: string, today: string): DueDayProblem | null {
  if (!Number.isInteger(day) || day < DUE_DAY_MIN || day > DUE_DAY_MAX) return 'dayRange';
  if (day === Number(dueDate.slice(8, 10))) return 'sameDay';
  const first = firstNewDueDate(dueDate, day, today);
  return first > addDays(dueDate, DUE_DATE_MOVE_MAX_SHIFT_DAYS) || first < addDays(dueDate, -DUE_DATE_MOVE_MAX_SHIFT_DAYS) ? 'tooFar' : null;
}

/** A day as the address carries it (?day=12): digits only, else not a day. */
export const readDueDay = (typed: string): number => (/^\d{1,2}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

const DAY_KEYS: Record<DueDayProblem, RuleKey> = { dayRange: 'dueDayRange', sameDay: 'dueDaySame', tooFar: 'dueDayTooFar' };

/** The message by the day field, or null when the day may be previewed. */
export function dueDayError(typed: string, dueDate: string, today: string, t: RuleTranslator): string | null {
  const problem = dueDayProblem(readDueDay(typed), dueDate, today);
  return problem ? t(DAY_KEYS[problem]) : null;
}

const REASON_KEYS: Record<string, RuleKey> = {
  closed: 'dueMoveClosed',
  no_due_date: 'dueMoveNoDueDate',
  past_due: 'dueMovePastDue',
  moved_recently: 'dueMoveMovedRecently',
  max_moves: 'dueMoveMaxMoves',
};

/** A reason the loan may not move, in plain words: the portal's for the codes it knows, else the lender's own. */
export const moveReasonText = (reason: { code: string; message: string }, t: RuleTranslator): string =>
  REASON_KEYS[reason.code] ? t(REASON_KEYS[reason.code]!) : reason.message;
