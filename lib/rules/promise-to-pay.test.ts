import { englishRules as en } from '@/lib/testing/intl';
import {
  canCreatePromise,
  isPromisePanelVisible,
  isWithinPromiseWindow,
  minimumAmountMessage,
  promiseDefaults,
  validatePromise,
} from './promise-to-pay';

describe('isWithinPromiseWindow', () => {
  it.each([
    ['2026-03-10', '2026-03-12', true],
    ['2026-03-10', '2026-03-13', false],
    ['2026-03-10', '2026-03-10', true],
    ['2026-03-12', '2026-03-10', true],
    ['2026-03-13', '2026-03-10', false],
    // across month and year ends
    ['2026-01-30', '2026-02-01', true],
    ['2026-01-30', '2026-02-02', false],
    ['2026-02-27', '2026-03-01', true], // 2026 is not a leap year: 2 days
    ['2028-02-27', '2028-03-01', false], // 2028 is: 3 days
    ['2026-12-31', '2027-01-02', true],
    ['2026-03-10', null, false],
  ])('today %s, due %s → %s', (today, due, expected) => {
    expect(isWithinPromiseWindow(today, due)).toBe(expected);
  });
});

describe('isPromisePanelVisible', () => {
  it('shows with existing promises even far from the due date', () => {
    expect(isPromisePanelVisible({ today: '2026-03-01', currentDueDate: '2026-03-20', promiseCount: 1 })).toBe(true);
    expect(isPromisePanelVisible({ today: '2026-03-01', currentDueDate: '2026-03-20', promiseCount: 0 })).toBe(false);
  });
});

describe('canCreatePromise', () => {
  it.each([
    [false, 0, true],
    [true, 0, false],
    [false, 1, false],
    [true, 2, false],
  ])('probation %s, %i promises → %s', (onProbation, promiseCount, expected) => {
    expect(canCreatePromise({ onProbation, promiseCount })).toBe(expected);
  });
});

describe('promiseDefaults', () => {
  it('defaults to the monthly payment, today', () => {
    expect(promiseDefaults({ monthlyPaymentCents: 15600, today: '2026-03-10' })).toEqual({ amountCents: 15600, date: '2026-03-10' });
  });
});

describe('validatePromise', () => {
  const base = { amountCents: 15600, minimumCents: 15600, date: '2026-03-10', today: '2026-03-10', maxDate: '2026-04-09' };
  it.each([
    ['the minimum on today', {}, {}],
    ['one cent below the minimum', { amountCents: 15599 }, { amount: 'Amount cannot be less than your minimum monthly payment: $156.00.' }],
    ['no amount', { amountCents: null }, { amount: minimumAmountMessage(15600, en) }],
    ['yesterday', { date: '2026-03-09' }, { date: 'The date cannot be before today.' }],
    ['the last allowed day', { date: '2026-04-09' }, {}],
    ['a day past the last allowed', { date: '2026-04-10' }, { date: 'The date is too far away. Choose an earlier date.' }],
    ['no date', { date: '' }, { date: 'Choose the date you will pay.' }],
    ['no max date', { date: '2027-01-01', maxDate: null }, {}],
  ])('%s', (_label, change, expected) => {
    expect(validatePromise({ ...base, ...change }, en)).toEqual(expected);
  });

  it('formats the minimum with thousands commas', () => {
    expect(minimumAmountMessage(123456, en)).toBe('Amount cannot be less than your minimum monthly payment: $1,234.56.');
  });
});
