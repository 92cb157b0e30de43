import { isIneligibleForPurchases, maskAccountNumber } from './card';

describe('maskAccountNumber', () => {
  test.each([
    ['4111000012345678', '•••• 5678'],
    ['4111-0000-1234-5678', '•••• 5678'],
    ['987', '•••• 987'],
  ])('%s → %s', (input, masked) => {
    expect(maskAccountNumber(input)).toBe(masked);
  });
});

describe('isIneligibleForPurchases', () => {
  test.each([
    [null, false, false],
    [null, true, false],
    ['B', false, true],
    ['B', true, false],
    ['', false, false],
  ])('tci status %p, lost or stolen %p → %p', (status, lost, ineligible) => {
    expect(isIneligibleForPurchases({ tci_status: status, 'lost_or_stolen?': lost })).toBe(ineligible);
  });
});
