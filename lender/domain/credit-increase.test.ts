import { INCOME_RANGE_VALUES, type IncomeRange } from '../../lib/contract/limits';
import { INCOME_POLICY, increaseEligible, offerCents, offerLastDay } from './credit-increase';

test('every income range of the wire has a policy, labelled as spec 000 section 9 writes it', () => {
  expect(Object.keys(INCOME_POLICY)).toEqual([...INCOME_RANGE_VALUES]);
  expect(Object.values(INCOME_POLICY).map((p) => p.label)).toEqual([
    'under $1000', '$1001-2000', '$2001-3000', '$3001-4000', '$4001-5000', '$5001-7500', '$7501-10,000', 'over $10,000',
  ]);
});

test.each<[IncomeRange, number, boolean, number]>([
  ['under_1000', 300_000, true, 0],
  ['1001_2000', 300_000, true, 0],
  ['2001_3000', 300_000, true, 30_000], // 10 % of $3,000
  ['3001_4000', 300_000, true, 60_000],
  ['4001_5000', 300_000, true, 75_000],
  ['5001_7500', 300_000, true, 90_000],
  ['7501_10000', 300_000, true, 120_000],
  ['over_10000', 300_000, true, 150_000],
  ['2001_3000', 123_456, true, 10_000], // 10 % is $123.45: down to $100
  ['over_10000', 900_000, true, 100_000], // 50 % would pass the $10,000 ceiling
  ['over_10000', 1_000_000, true, 0], // at the ceiling already
  ['over_10000', 980_000, true, 20_000], // $200 of room left
  ['over_10000', 996_000, true, 0], // $40 of room: less than one $50 step
  ['over_10000', 300_000, false, 0],
])('%s on a line of %i cents, eligible %s → %i cents', (range, line, eligible, offer) => {
  expect(offerCents(range, line, eligible)).toBe(offer);
});

test('an offer made today may be accepted for 30 days', () => {
  expect(offerLastDay('2026-05-18')).toBe('2026-06-17');
});

describe('line_increase_eligible?', () => {
  const card = { flaggedEligible: true, lostOrStolen: false, tciStatus: null, lastAcceptedOn: null };
  test.each([
    ['flagged, usable, never increased', {}, true],
    ['not flagged by the servicer', { flaggedEligible: false }, false],
    ['lost or stolen', { lostOrStolen: true }, false],
    ['a servicer status', { tciStatus: 'B' }, false],
    ['increased 179 days ago', { lastAcceptedOn: '2025-11-20' }, false],
    ['increased 180 days ago', { lastAcceptedOn: '2025-11-19' }, true],
  ])('%s → %s', (_, over, eligible) => {
    expect(increaseEligible({ ...card, ...over }, '2026-05-18')).toBe(eligible);
  });
});
