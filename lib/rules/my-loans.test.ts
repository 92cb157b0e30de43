import { loanAmount, needsServiceCenter, truncateOrigin } from './my-loans';

describe('truncateOrigin', () => {
  it.each([
    ['', ''],
    [null, ''],
    ['Short origin', 'Short origin'],
    ['x'.repeat(30), 'x'.repeat(30)],
    ['x'.repeat(31), `${'x'.repeat(28)}…`],
    ['Main Street Auto Care - Brake and rotor replacement', 'Main Street Auto Care - Brak…'],
  ])('%s → %s', (origin, shown) => {
    expect(truncateOrigin(origin)).toBe(shown);
  });
});

describe('needsServiceCenter', () => {
  it.each([
    [true, null, true],
    [true, 0, false],
    [true, 1, false],
    [true, 2, false],
    [true, 3, false],
    [true, 7, true],
    [false, null, false],
  ])('needs_dealership %s, final_status %s → %s', (needs, status, shown) => {
    expect(needsServiceCenter(needs, status)).toBe(shown);
  });
});

describe('loanAmount', () => {
  it('prefers the amount, else the max approved amount', () => {
    expect(loanAmount(1200, 2000)).toBe(1200);
    expect(loanAmount(null, 2000)).toBe(2000);
    expect(loanAmount(null, null)).toBeNull();
  });
});
