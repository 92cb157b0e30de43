import { englishRules as en } from '@/lib/testing/intl';
import { dueDayError, dueDayProblem, firstNewDueDate, moveReasonText, readDueDay } from './due-date-move';

const today = '2026-03-01';

describe('firstNewDueDate: the date with the new day nearest the due date, after today', () => {
  it.each([
    ['2026-03-10', 20, today, '2026-03-20'],
    ['2026-03-28', 5, today, '2026-04-05'],
    ['2026-03-03', 25, '2026-02-20', '2026-02-25'],
    ['2026-03-03', 25, today, '2026-03-25'],
    ['2026-01-31', 14, '2026-01-02', '2026-02-14'],
    ['2026-12-27', 3, '2026-12-01', '2027-01-03'],
    ['2027-01-05', 28, '2026-12-01', '2026-12-28'],
  ])('due %s, day %i, today %s → %s', (due, day, now, first) => expect(firstNewDueDate(due, day, now)).toBe(first));
});

describe('dueDayProblem and its words by the field', () => {
  it.each<[string, string | null]>([
    ['', 'Choose a day from 1 to 28'],
    ['0', 'Choose a day from 1 to 28'],
    ['29', 'Choose a day from 1 to 28'],
    ['12.5', 'Choose a day from 1 to 28'],
    ['-3', 'Choose a day from 1 to 28'],
    ['abc', 'Choose a day from 1 to 28'],
    ['10', 'Your payments are already due on this day. Choose another day.'],
    ['25', null],
    ['26', 'The new due date must be within 15 days of your current due date'],
    ['2', null],
    [' 11 ', null],
  ])('?day=%j → %j', (typed, message) => expect(dueDayError(typed, '2026-03-10', today, en)).toBe(message));

  it('reads only digits as a day', () => {
    expect(readDueDay('07')).toBe(7);
    expect(readDueDay('1e1')).toBeNaN();
    expect(dueDayProblem(Number.NaN, '2026-03-10', today)).toBe('dayRange');
  });
});

describe("moveReasonText: the portal's words for the reasons it knows, the lender's for others", () => {
  it.each([
    [{ code: 'past_due', message: 'x' }, 'The due date cannot be moved while the loan is past due.'],
    [{ code: 'moved_recently', message: 'x' }, 'The due date was moved in the last 12 months.'],
    [{ code: 'max_moves', message: 'x' }, 'The due date has already been moved twice, the most over a loan.'],
    [{ code: 'bankruptcy', message: 'The loan is in bankruptcy.' }, 'The loan is in bankruptcy.'],
  ])('%j → %s', (reason, text) => expect(moveReasonText(reason, en)).toBe(text));
});
