// Payment history rules (spec 000 section 3, spec 001 section 3): which recovery entries are kept,
// and the date sort and page of the history lists as the URL carries them (?sort=asc&page=2).
import type { SortDirection } from '../contract/history';

/** Recovery transaction codes the portal shows; every other code is dropped (spec 000 sections 3 and 9). */
export const KEPT_RECOVERY_CODES: readonly number[] = [600, 602, 604];

export const isKeptRecoveryCode = (code: number) => KEPT_RECOVERY_CODES.includes(code);

export function keepRecoveryPayments<T extends { transaction_code: number }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => isKeptRecoveryCode(entry.transaction_code));
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
