import { retryAfterMinutes, tooManyMessage } from './retry-after';

describe('retryAfterMinutes', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  it.each<[string | number | null | undefined, number | null]>([
    ['1', 1],
    ['59', 1],
    ['60', 1],
    ['61', 2],
    ['900', 15],
    ['3599', 60],
    [' 120 ', 2],
    [0, 1],
    ['0', 1],
    [600, 10],
    ['Mon, 10 Mar 2025 12:14:30 GMT', 15],
    ['Mon, 10 Mar 2025 11:00:00 GMT', 1], // already past: try now, said as 1 minute
    [null, null],
    [undefined, null],
    ['', null],
    ['soon', null],
    ['-5', null],
    ['1.5', null],
    ['99999999999', null],
    [Number.NaN, null],
  ])('%p → %p', (value, minutes) => {
    expect(retryAfterMinutes(value, now)).toBe(minutes);
  });
});

describe('tooManyMessage', () => {
  it.each<[string | null | undefined, number | null, string]>([
    ['Too many failed sign-in attempts. Please try again later.', 15, 'Too many failed sign-in attempts. Please try again in 15 minutes.'],
    ['Too many payments in a short time. Please try again later.', 12, 'Too many payments in a short time. Please try again in 12 minutes.'],
    ['Too many PIN requests. Please try again later.', 1, 'Too many PIN requests. Please try again in 1 minute.'],
    ['Too many PIN tries. Please try again later.', 45, 'Too many PIN tries. Please try again in 45 minutes.'],
    ['Too many reports!', 2, 'Too many reports. Please try again in 2 minutes.'],
    ['Please wait.', 3, 'Too many attempts. Please try again in 3 minutes.'],
    ['Too many', 3, 'Too many attempts. Please try again in 3 minutes.'],
    [null, 5, 'Too many attempts. Please try again in 5 minutes.'],
    [undefined, null, 'Too many attempts. Please try again in a few minutes.'],
    ['Too many payments. Please try again later.', null, 'Too many payments. Please try again in a few minutes.'],
    // A long or odd upstream message is not repeated to the customer.
    [`Too many ${'x'.repeat(80)}.`, 1, 'Too many attempts. Please try again in 1 minute.'],
  ])('%p, %p → %p', (message, minutes, text) => {
    expect(tooManyMessage(message, minutes)).toBe(text);
  });
});
