// Payment history rules (spec 000 section 3, spec 001 section 3): which recovery entries are kept,
// and the date sort and page of the history lists as the URL carries them (?sort=asc&page=2).

/** Newest first ('desc', the default) or oldest first. */
export type SortDirection = 'asc' | 'desc';

/** A page of a list: where it is and how long the list is (as the lender's page meta says it). */
export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
  sort: SortDirection;
}

/** Recovery transaction codes the portal shows; every other code is dropped (spec 000 sections 3 and 9). */
export const KEPT_RECOVERY_CODES: readonly number[] = [600, 602, 604];

export const isKeptRecoveryCode = (code: number) => KEPT_RECOVERY_CODES.includes(code);

export function keepRecoveryPayments<T extends { transaction_code: number }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => isKeptRecoveryCode(entry.transaction_code));
}

/**
 * The kept recovery entries of the whole list (already in the lender's order), one page of them: filtered
 * before paging, so every kept entry has a page and the pager counts only what is shown.
 */
export function pageKeptRecoveryPayments<T extends { id?: number; transaction_code: number; effective_date: string }>(
  entries: readonly T[],
  q: { page: number; per_page: number; sort: SortDirection },
): { data: T[]; meta: PageMeta } {
  const seen = new Set<number>();
  // A list that moved between two of the lender's pages may repeat an entry: once is enough (by its id,
  // when the lender sends one). A lender that does not page answers in its own order: sorted here.
  const kept = sortByDate(
    keepRecoveryPayments(entries).filter((e) => e.id === undefined || (!seen.has(e.id) && Boolean(seen.add(e.id)))),
    q.sort,
    (e) => e.effective_date,
  );
  const start = (q.page - 1) * q.per_page;
  return {
    data: kept.slice(start, start + q.per_page),
    meta: { page: q.page, per_page: q.per_page, total: kept.length, total_pages: Math.ceil(kept.length / q.per_page), sort: q.sort },
  };
}

/** ?sort= → the direction; anything but 'asc' is the default, newest first. */
export function parseSort(value: string | string[] | undefined): SortDirection {
  return value === 'asc' ? 'asc' : 'desc';
}

/** ?page= → a page number from 1; anything else is page 1. */
export function parsePage(value: string | string[] | undefined, max = 100_000): number {
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= max ? page : 1;
}

/**
 * Sorts by a yyyy-MM-dd date (ties keep their order): newest first for 'desc', oldest first for 'asc'.
 * Lists the lender already sorted keep its order; this is for the lists the portal holds whole.
 */
export function sortByDate<T>(items: readonly T[], direction: SortDirection, dateOf: (item: T) => string | null): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return items
    .map((item, index) => ({ item, index, date: dateOf(item) ?? '' }))
    .sort((a, b) => (a.date === b.date ? a.index - b.index : a.date < b.date ? -sign : sign))
    .map(({ item }) => item);
}
