import { centsToDollars, dollarsToCents, formatCents, formatDollars } from './money';

describe('money', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-4550, '-$45.50'],
    [99, '$0.99'],
    [100, '$1.00'],
    [99999, '$999.99'],
    [100000, '$1,000.00'],
    [123456789012, '$1,234,567,890.12'],
    [12.5, '$0.13'],
    [-12.5, '-$0.13'],
    [-0.4, '$0.00'],
    [-0, '$0.00'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('writes what en-US Intl writes for USD, on every amount that differs only in digits', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [1, 10, 101, 1000, 1001, 99999, 100000, 1234567, 987654321, -1, -100001]) expect(formatCents(cents)).toBe(intl.format(cents / 100));
  });

  it('round-trips dollars and cents without float noise', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(1999)).toBe(19.99);
    expect(formatDollars(2431.18)).toBe('$2,431.18');
  });
});
