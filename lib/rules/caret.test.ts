import { filterKeepingCaret } from './caret';
import { digitsOnly } from './bank-account';
import { sanitizeAmountInput } from './payment-amount';
import { cleanAmountInput } from './apply';

const amount = (raw: string, caret: number) => filterKeepingCaret(raw, caret, sanitizeAmountInput);

describe('filterKeepingCaret', () => {
  it.each([
    // [typed text (| is the caret), kept text (| is where the caret goes)]
    ['12a|345', '12|345'], // a letter typed in the middle: the caret stays where it was
    ['1a2|345', '12|345'],
    ['12.|345', '12.|345'], // a dot is kept
    ['12.3.|45', '12.3|45'], // a second dot is not
    ['|x12', '|12'],
    ['12345|', '12345|'],
    ['$1,5|00', '15|00'],
    ['', ''],
  ])('amount %s → %s', (typed, kept) => {
    const { value, caret } = amount(typed.replace('|', ''), typed.indexOf('|') < 0 ? 0 : typed.indexOf('|'));
    expect(`${value.slice(0, caret)}|${value.slice(caret)}`).toBe(kept.includes('|') ? kept : `|${kept}`);
  });

  it('keeps the caret inside a value cut to its longest length', () => {
    expect(filterKeepingCaret('1234567890', 10, (t) => digitsOnly(t, 9))).toEqual({ value: '123456789', caret: 9 });
    expect(filterKeepingCaret('12 345', 3, (t) => digitsOnly(t, 9))).toEqual({ value: '12345', caret: 2 });
  });

  it('follows a filter that cuts decimals', () => {
    expect(filterKeepingCaret('12.3456', 7, cleanAmountInput)).toEqual({ value: '12.34', caret: 5 });
    expect(filterKeepingCaret('1x2.34', 2, cleanAmountInput)).toEqual({ value: '12.34', caret: 1 });
  });
});
