import { isKeptRecoveryCode, keepRecoveryPayments, pageKeptRecoveryPayments, parsePage, parseSort, sortByDate } from './history';

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

describe('recovery payments are filtered before they are paged', () => {
  // 120 entries, newest first: the newest 50 (a whole lender page of 50) hold no kept code; of the older
  // 70, 60 are kept (600, 602, 604 in turn) and 10 are not.
  const codes = [...Array.from({ length: 50 }, (_, i) => [610, 611, 605][i % 3]!), ...Array.from({ length: 70 }, (_, i) => (i % 7 === 6 ? 612 : [600, 602, 604][i % 3]!))];
  // Dated newest first, a day apart (2026-01-01 minus id days).
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) - n * 86_400_000).toISOString().slice(0, 10);
  const entries = codes.map((transaction_code, id) => ({ id, transaction_code, effective_date: day(id) }));

  it('every kept entry has a page, and the pages count only kept entries', () => {
    const q = { per_page: 50, sort: 'desc' as const };
    const first = pageKeptRecoveryPayments(entries, { ...q, page: 1 });
    const second = pageKeptRecoveryPayments(entries, { ...q, page: 2 });
    expect(first.meta).toEqual({ page: 1, per_page: 50, total: 60, total_pages: 2, sort: 'desc' });
    expect(first.data).toHaveLength(50);
    expect(second.data).toHaveLength(10);
    expect([...first.data, ...second.data].every((e) => [600, 602, 604].includes(e.transaction_code))).toBe(true);
    expect(new Set([...first.data, ...second.data].map((e) => e.id)).size).toBe(60);
    expect(pageKeptRecoveryPayments(entries, { ...q, page: 3 }).data).toEqual([]);
  });

  it('keeps the order and an entry repeated across two lender pages once', () => {
    const d = '2026-03-01';
    const list = [{ id: 1, transaction_code: 600, effective_date: d }, { id: 2, transaction_code: 610, effective_date: d }, { id: 3, transaction_code: 604, effective_date: d }, { id: 3, transaction_code: 604, effective_date: d }];
    expect(pageKeptRecoveryPayments(list, { page: 1, per_page: 50, sort: 'asc' }).data.map((e) => e.id)).toEqual([1, 3]);
  });

  it('sorts a whole list a lender that does not page answered in its own order, and keeps entries without an id', () => {
    const list = [
      { transaction_code: 600, effective_date: '2026-01-05' },
      { transaction_code: 602, effective_date: '2026-03-05' },
      { transaction_code: 604, effective_date: '2026-02-05' },
      { transaction_code: 604, effective_date: '2026-02-05' },
    ];
    expect(pageKeptRecoveryPayments(list, { page: 1, per_page: 2, sort: 'desc' }).data.map((e) => e.effective_date)).toEqual(['2026-03-05', '2026-02-05']);
    expect(pageKeptRecoveryPayments(list, { page: 1, per_page: 50, sort: 'asc' }).meta.total).toBe(4);
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
