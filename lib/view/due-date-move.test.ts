import { dayRuns, toDueDateEligibilityView, toDueDatePreviewView } from './due-date-move';

describe('toDueDateEligibilityView and toDueDatePreviewView', () => {
  it('reads the wire in camelCase', () => {
    const view = toDueDateEligibilityView({
      eligible: false,
      reasons: [{ code: 'moved_recently', message: 'm' }],
      current_due_date: '2026-03-10',
      allowed_days: [],
      moves_left: 1,
      moves: [{ id: 4, moved_at: '2026-02-01T18:00:00.000Z', previous_due_date: '2026-02-10', new_due_date: '2026-02-15', new_day: 15, added_interest: 3.4, autopay_moved: true }],
    });
    expect(view).toEqual({
      eligible: false,
      reasons: [{ code: 'moved_recently', message: 'm' }],
      currentDueDate: '2026-03-10',
      allowedDays: [],
      movesLeft: 1,
      moves: [{ id: 4, movedAt: '2026-02-01T18:00:00.000Z', previousDueDate: '2026-02-10', newDueDate: '2026-02-15', newDay: 15, addedInterest: 3.4, autopayMoved: true }],
    });
    expect(toDueDatePreviewView({ day: 15, previous_due_date: '2026-03-10', first_due_date: '2026-03-15', added_interest: 3.4, autopay: null })).toEqual({
      day: 15,
      previousDueDate: '2026-03-10',
      firstDueDate: '2026-03-15',
      addedInterest: 3.4,
      autopay: null,
    });
  });
});

describe('dayRuns: the allowed days as runs', () => {
  it.each<[number[], [number, number][]]>([
    [[], []],
    [[5], [[5, 5]]],
    [[2, 3, 4, 6, 7, 9], [[2, 4], [6, 7], [9, 9]]],
    [[11, 2, 3], [[2, 3], [11, 11]]],
  ])('%j → %j', (days, runs) => expect(dayRuns(days)).toEqual(runs));
});
