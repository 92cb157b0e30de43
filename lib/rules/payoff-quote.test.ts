import { englishRules as en, spanishRules as es } from '@/lib/testing/intl';
import { PAYOFF_QUOTE_MESSAGES } from '@/lib/contract/limits';
import { lastQuoteDate, quoteDateError, quoteDateProblem } from './payoff-quote';

const limits = { today: '2026-05-18', maxDate: '2026-07-01' };

describe('quoteDateProblem: today up to 30 days ahead, never after max_single_payment_date', () => {
  it.each([
    ['', limits, 'dateRequired'],
    ['2026-02-30', limits, 'dateRequired'],
    ['2026-05-17', limits, 'beforeToday'],
    ['2026-05-18', limits, null],
    ['2026-06-17', limits, null],
    ['2026-06-18', limits, 'afterLast'],
    ['2026-05-25', { today: '2026-05-18', maxDate: '2026-05-25' }, null],
    ['2026-05-26', { today: '2026-05-18', maxDate: '2026-05-25' }, 'afterLast'],
    ['2026-05-19', { today: '2026-05-18', maxDate: null }, 'afterLast'],
  ])('%j (%j) → %j', (date, l, problem) => {
    expect(quoteDateProblem(date, l)).toBe(problem);
  });

  it('the last day is the earlier of 30 days and the last payment date', () => {
    expect(lastQuoteDate(limits)).toBe('2026-06-17');
    expect(lastQuoteDate({ today: '2026-05-18', maxDate: '2026-05-20' })).toBe('2026-05-20');
  });

  it("says the lender's words in English, and Spanish of its own", () => {
    expect(quoteDateError('', limits, en)).toBe(PAYOFF_QUOTE_MESSAGES.dateRequired);
    expect(quoteDateError('2026-05-17', limits, en)).toBe(PAYOFF_QUOTE_MESSAGES.beforeToday);
    expect(quoteDateError('2026-06-18', limits, en)).toBe(PAYOFF_QUOTE_MESSAGES.afterLast);
    expect(quoteDateError('2026-06-18', limits, es)).not.toBe(PAYOFF_QUOTE_MESSAGES.afterLast);
    expect(quoteDateError('2026-05-20', limits, en)).toBeNull();
  });
});
