import { ordinal } from './ordinal';

describe('ordinal', () => {
  it.each([
    [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [10, '10th'],
    [11, '11th'], [12, '12th'], [13, '13th'], [14, '14th'],
    [21, '21st'], [22, '22nd'], [23, '23rd'], [24, '24th'],
    [28, '28th'], [30, '30th'], [31, '31st'],
    [101, '101st'], [111, '111th'], [112, '112th'], [113, '113th'],
  ])('%i → %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});
