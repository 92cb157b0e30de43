import { addedInterestCents, allowedDueDays, dueDayProblem, firstNewDueDate, movedAutopayDate, moveRefusals, type MoveLoan } from './due-date-move';

const today = '2026-03-01';
const loan = (over: Partial<MoveLoan> = {}): MoveLoan => ({ open: true, pastDue: false, nextDueDate: '2026-03-10', movedOn: [], ...over });

describe('moveRefusals: may the loan move, and every reason it may not', () => {
  it.each<[string, Partial<MoveLoan>, string[]]>([
    ['an open, current loan never moved', {}, []],
    ['a closed loan (nothing else is said)', { open: false, pastDue: true }, ['closed']],
    ['a past-due loan', { pastDue: true }, ['past_due']],
    ['nothing coming', { nextDueDate: null }, ['no_due_date']],
    ['moved 11 months ago', { movedOn: ['2025-04-02'] }, ['moved_recently']],
    ['moved 12 months ago to the day', { movedOn: ['2025-03-01'] }, []],
    ['moved twice, long ago', { movedOn: ['2023-01-05', '2024-06-07'] }, ['max_moves']],
    ['past due and moved recently', { pastDue: true, movedOn: ['2026-01-01'] }, ['past_due', 'moved_recently']],
  ])('%s', (_, over, reasons) => expect(moveRefusals(loan(over), today)).toEqual(reasons));
});

describe('firstNewDueDate: the date with the new day nearest the due date, after today', () => {
  it.each([
    ['2026-03-10', 20, '2026-03-01', '2026-03-20'],
    ['2026-03-10', 2, '2026-03-01', '2026-03-02'],
    ['2026-03-28', 5, '2026-03-01', '2026-04-05'],
    ['2026-03-03', 25, '2026-02-20', '2026-02-25'],
    // The one before is not after today: the later one, however far.
    ['2026-03-03', 25, '2026-03-01', '2026-03-25'],
    ['2026-01-31', 14, '2026-01-02', '2026-02-14'],
    // Across the year.
    ['2026-12-27', 3, '2026-12-01', '2027-01-03'],
  ])('due %s, day %i, today %s → %s', (due, day, now, first) => expect(firstNewDueDate(due, day, now)).toBe(first));
});

describe('dueDayProblem: the day from 1 to 28, not the same, within 15 days', () => {
  it.each<[number, string | null]>([
    [0, 'dayRange'],
    [29, 'dayRange'],
    [31, 'dayRange'],
    [10.5, 'dayRange'],
    [Number.NaN, 'dayRange'],
    [10, 'sameDay'],
    [25, null], // 15 days later
    [26, 'tooFar'], // the 26th before is gone; the next is 16 days later
    [2, null],
    [1, 'tooFar'], // March 1 is today: April 1 is 22 days later
    [28, 'tooFar'],
    [11, null],
  ])('day %d → %s', (day, problem) => expect(dueDayProblem(day, '2026-03-10', today)).toBe(problem));

  it('lists the allowed days', () => expect(allowedDueDays('2026-03-10', today)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]));
});

describe('addedInterestCents: a per-diem for each day later, nothing for earlier', () => {
  // $1,000.00 at 24.99%: a per-diem of 68 cents (100000 × 2499 ÷ 3,650,000 = 68.47).
  it.each([
    ['2026-03-20', 10 * 68],
    ['2026-03-11', 68],
    ['2026-03-05', 0],
  ])('→ %s adds %i cents', (first, cents) => expect(addedInterestCents(100_000, 2499, '2026-03-10', first)).toBe(cents));
});

describe("movedAutopayDate: autopay's next debit moves by as many days as the due date", () => {
  it.each([
    ['2026-03-10', '2026-03-20', '2026-03-20'],
    ['2026-03-07', '2026-03-20', '2026-03-17'],
    ['2026-03-03', '2026-03-05', '2026-03-05'], // 5 days earlier would be before today: the new due date
  ])('next %s, due 03/10 → %s: %s', (next, first, moved) => expect(movedAutopayDate(next, '2026-03-10', first, '2026-03-01')).toBe(moved));
});
