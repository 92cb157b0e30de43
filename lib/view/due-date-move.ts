// Moving the due date as the screen reads it (camelCase), from the lender's extension answers.
import type { DueDateMoveEligibility, DueDateMovePreview, DueDateMoveRecord } from '../contract/due-date-move';

export interface DueDateMoveView {
  id: number;
  movedAt: string;
  previousDueDate: string;
  newDueDate: string;
  newDay: number;
  addedInterest: number;
  autopayMoved: boolean;
}

export interface DueDateEligibilityView {
  eligible: boolean;
  reasons: { code: string; message: string }[];
  currentDueDate: string | null;
  allowedDays: number[];
  movesLeft: number;
  moves: DueDateMoveView[];
}

export interface DueDatePreviewView {
  day: number;
  previousDueDate: string;
  firstDueDate: string;
  addedInterest: number;
  autopay: { nextDate: string; newNextDate: string; authorizationVersion: string } | null;
}

const toMove = (m: DueDateMoveRecord): DueDateMoveView => ({
  id: m.id,
  movedAt: m.moved_at,
  previousDueDate: m.previous_due_date,
  newDueDate: m.new_due_date,
  newDay: m.new_day,
  addedInterest: m.added_interest,
  autopayMoved: m.autopay_moved,
});

export const toDueDateEligibilityView = (e: DueDateMoveEligibility): DueDateEligibilityView => ({
  eligible: e.eligible,
  reasons: e.reasons,
  currentDueDate: e.current_due_date,
  allowedDays: e.allowed_days,
  movesLeft: e.moves_left,
  moves: e.moves.map(toMove),
});

export const toDueDatePreviewView = (p: DueDateMovePreview): DueDatePreviewView => ({
  day: p.day,
  previousDueDate: p.previous_due_date,
  firstDueDate: p.first_due_date,
  addedInterest: p.added_interest,
  autopay: p.autopay ? { nextDate: p.autopay.next_transaction_date, newNextDate: p.autopay.new_next_transaction_date, authorizationVersion: p.autopay.authorization_version } : null,
});

/** The allowed days as runs, for the hint: [2..9, 11..25] → [[2, 9], [11, 25]]. */
export function dayRuns(days: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const d of [...days].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && d === last[1] + 1) last[1] = d;
    else runs.push([d, d]);
  }
  return runs;
}
