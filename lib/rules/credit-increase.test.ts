import {
  creditIncreaseOfferCents,
  INCOME_RANGES,
  lineIncreaseEligible,
  offerExpiration,
  type IncomeRange,
} from './credit-increase';

describe('the income ranges', () => {
  it('are the eight of spec 000 section 9, in order, with its texts exactly', () => {
    expect(INCOME_RANGES.map((r) => r.label)).toEqual([
      'under $1000',
      '$1001-2000',
      '$2001-3000',
      '$3001-4000',
      '$4001-5000',
      '$5001-7500',
      '$7501-10,000',
      'over $10,000',
    ]);
    expect(new Set(INCOME_RANGES.map((r) => r.value)).size).toBe(8);
  });
});

describe('creditIncreaseOfferCents', () => {
  const eligible = (creditLimitCents: number) => ({ creditLimitCents, eligible: true });

  test.each<[IncomeRange, number, number]>([
    // the two low ranges: always declined
    ['under_1000', 300_000, 0],
    ['1001_2000', 300_000, 0],
    ['1001_2000', 900_000, 0],
    // a share of the limit by range, in $50 steps
    ['2001_3000', 300_000, 30_000],
    ['3001_4000', 300_000, 60_000],
    ['4001_5000', 300_000, 75_000],
    ['5001_7500', 300_000, 90_000],
    ['7501_10000', 300_000, 120_000],
    ['over_10000', 300_000, 150_000],
    // rounded down to $50: 10% of $1,234 is $123.40 → $100
    ['2001_3000', 123_400, 10_000],
    // 10% of $400 is $40: below one step → no offer
    ['2001_3000', 40_000, 0],
    // capped at a $10,000 line: 50% of $8,000 is $4,000 but only $2,000 fits
    ['over_10000', 800_000, 200_000],
    // capped, in steps: $9,980 has $20 of room → nothing
    ['over_10000', 998_000, 0],
    ['over_10000', 1_000_000, 0],
  ])('%s on a %i¢ limit → %i¢', (range, limit, offer) => {
    expect(creditIncreaseOfferCents(range, eligible(limit))).toBe(offer);
  });

  it('offers nothing to an ineligible account, whatever the income', () => {
    for (const { value } of INCOME_RANGES) {
      expect(creditIncreaseOfferCents(value, { creditLimitCents: 300_000, eligible: false })).toBe(0);
    }
  });

  it('every offer is a whole multiple of $50 and never pushes the line over $10,000', () => {
    for (let limit = 0; limit <= 1_200_000; limit += 12_345) {
      for (const { value } of INCOME_RANGES) {
        const offer = creditIncreaseOfferCents(value, eligible(limit));
        expect(offer % 5_000).toBe(0);
        expect(offer).toBeGreaterThanOrEqual(0);
        if (offer > 0) expect(limit + offer).toBeLessThanOrEqual(1_000_000);
      }
    }
  });
});

describe('offerExpiration', () => {
  it('is 30 days after the offer', () => {
    expect(offerExpiration('2025-01-15')).toBe('2025-02-14');
  });
});

describe('lineIncreaseEligible', () => {
  const base = { flaggedEligible: true, lostOrStolen: false, tciStatus: null, lastAcceptedOn: null, today: '2025-06-30' };

  test.each([
    ['flagged eligible, clear', base, true],
    ['not flagged', { ...base, flaggedEligible: false }, false],
    ['lost or stolen', { ...base, lostOrStolen: true }, false],
    ['a servicer status', { ...base, tciStatus: 'B' }, false],
    ['an increase accepted 179 days ago', { ...base, lastAcceptedOn: '2025-01-02' }, false],
    ['an increase accepted 180 days ago', { ...base, lastAcceptedOn: '2025-01-01' }, true],
  ])('%s → %s', (_name, account, expected) => {
    expect(lineIncreaseEligible(account)).toBe(expected);
  });
});
