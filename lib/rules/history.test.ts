import { isKeptRecoveryCode, keepRecoveryPayments, parsePage, parseSort, sortByDate } from './history';

describe('the recovery filter keeps only codes 600, 602 and 604', () => {
  it.each([
    [600, true],
    [602, true],
    [604, true],
    [601, false],
    [603, false],
    [606, false],
    [610, false],
    [0, false],
    [200, false],
  ])('code %i kept: %s', (code, kept) => {
    expect(isKeptRecoveryCode(code)).toBe(kept);
  });

  it('filters a list and keeps its order', () => {
    const entries = [600, 610, 604, 602, 605].map((transaction_code, id) => ({ id, transaction_code }));
    expect(keepRecoveryPayments(entries).map((e) => e.id)).toEqual([0, 2, 3]);
    expect(keepRecoveryPayments([])).toEqual([]);
  });
});

describe('the date sort', () => {
  const rows = [
    { id: 'a', date: '2025-03-01' },
    { id: 'b', date: '2025-01-15' },
    { id: 'c', date: '2025-03-01' },
    { id: 'd', date: '2024-12-31' },
    { id: 'e', date: null },
  ];
  it.each([
    ['desc', ['a', 'c', 'b', 'd', 'e']],
    ['asc', ['e', 'd', 'b', 'a', 'c']],
  ] as const)('%s', (direction, ids) => {
    expect(sortByDate(rows, direction, (r) => r.date).map((r) => r.id)).toEqual(ids);
  });

  it('does not change the list it is given', () => {
    const copy = [...rows];
    sortByDate(rows, 'asc', (r) => r.date);
    expect(rows).toEqual(copy);
  });

  it.each([
    ['asc', 'asc'],
    ['desc', 'desc'],
    [undefined, 'desc'],
    ['ASC', 'desc'],
    ['random', 'desc'],
    [['asc', 'desc'], 'desc'],
  ] as const)('?sort=%p → %s', (value, expected) => {
    expect(parseSort(value as string | string[] | undefined)).toBe(expected);
  });

  it.each([
    ['2', 2],
    ['1', 1],
    [undefined, 1],
    ['0', 1],
    ['-3', 1],
    ['2.5', 1],
    ['abc', 1],
    ['9999999', 1],
    [['2', '3'], 1],
  ] as const)('?page=%p → %i', (value, expected) => {
    expect(parsePage(value as string | string[] | undefined)).toBe(expected);
  });
});
