import { AMOUNT_FORMAT_MESSAGE, AMOUNT_MIN_MESSAGE, amountBoxText, centsProblem, paymentDayProblem, readTypedAmount, wireAmountProblem } from './payments';

const payoff = 125_000; // $1,250.00

describe('the amount, in cents against the payoff balance', () => {
  test.each<[number, string | null]>([
    [1, null],
    [payoff, null],
    [0, AMOUNT_MIN_MESSAGE],
    [-500, AMOUNT_MIN_MESSAGE],
    [payoff + 1, 'The amount is greater than your payoff balance of $1,250.00'],
  ])('%i cents → %s', (cents, problem) => expect(centsProblem(cents, payoff)).toBe(problem));

  test.each<[number, string | null]>([
    [19.99, null],
    [100, null],
    [0.001, AMOUNT_FORMAT_MESSAGE],
    [10.005, AMOUNT_FORMAT_MESSAGE],
    [Number.NaN, AMOUNT_FORMAT_MESSAGE],
    [0, AMOUNT_MIN_MESSAGE],
    [1250.01, 'The amount is greater than your payoff balance of $1,250.00'],
  ])('$%d on the wire → %s', (dollars, problem) => expect(wireAmountProblem(dollars, payoff)).toBe(problem));
});

describe('the date, from today to max_single_payment_date', () => {
  const today = '2026-05-18';
  test.each<[string, string | null, string | null]>([
    [today, null, null],
    ['2026-05-30', '2026-05-30', null],
    ['2026-05-17', '2026-05-30', 'The payment date cannot be before today (05/18/2026)'],
    ['2026-05-31', '2026-05-30', 'The payment date cannot be after 05/30/2026'],
    ['2026-05-19', null, 'The payment date cannot be after 05/18/2026'],
    ['2026-02-30', '2026-05-30', 'Choose a payment date'],
    ['05/20/2026', '2026-05-30', 'Choose a payment date'],
    ['', '2026-05-30', 'Choose a payment date'],
  ])('%s with max %s → %s', (date, max, problem) => expect(paymentDayProblem(date, today, max)).toBe(problem));
});

describe("the card processor's amount box", () => {
  test.each([
    ['', { kind: 'empty' }],
    ['.', { kind: 'empty' }],
    ['$', { kind: 'empty' }],
    ['12', { kind: 'cents', cents: 1200 }],
    ['$1,234.5', { kind: 'cents', cents: 123_450 }],
    ['.5', { kind: 'cents', cents: 50 }],
    ['1.2.3', { kind: 'cents', cents: 123 }],
    ['1.234', { kind: 'invalid' }],
    ['9'.repeat(20), { kind: 'invalid' }],
  ])('%j → %j', (typed, read) => expect(readTypedAmount(typed)).toEqual(read));

  test.each([
    [18_750, '187.50'],
    [5, '0.05'],
    [100_000, '1000.00'],
  ])('%i cents fill in as %s', (cents, text) => expect(amountBoxText(cents)).toBe(text));
});
