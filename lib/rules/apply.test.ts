import { cleanAmountInput, dealershipChoice, hasWholeCents, parseAmountInput } from './apply';

describe('cleanAmountInput', () => {
  it.each([
    ['1500', '1500'],
    ['$1,500.00', '1500.00'],
    ['1.2.3', '1.23'],
    ['12.345', '12.34'],
    ['abc', ''],
    ['.5', '.5'],
    ['1 000', '1000'],
  ])('%s → %s', (raw, kept) => {
    expect(cleanAmountInput(raw)).toBe(kept);
  });
});

describe('parseAmountInput', () => {
  it.each([
    ['1500', 1500],
    ['1500.5', 1500.5],
    ['1500.', 1500],
    ['.25', 0.25],
    ['', null],
    ['.', null],
    ['1.234', null],
    ['12a', null],
  ])('%s → %s', (text, value) => {
    expect(parseAmountInput(text)).toBe(value);
  });
});

describe('hasWholeCents', () => {
  it.each([
    [1500, true],
    [19.99, true],
    [0.1 + 0.2, true],
    [10.005, false],
  ])('%s → %s', (dollars, expected) => {
    expect(hasWholeCents(dollars)).toBe(expected);
  });
});

describe('dealershipChoice', () => {
  it.each([
    ['', undefined],
    ['later', null],
    ['3', 3],
    ['0', undefined],
    ['x', undefined],
  ])('%s → %s', (value, expected) => {
    expect(dealershipChoice(value)).toBe(expected);
  });
});
