// The URLs of the payment history page's server-rendered sort and page links.
import type { SortDirection } from '../rules/history';

export interface HistoryParams {
  sort: SortDirection;
  page: number;
  /** The page of the recovery payments. */
  rpage: number;
}

/** ?sort=asc&page=2&rpage=2, leaving out the defaults. */
export function historyHref(base: string, params: HistoryParams): string {
  const search = new URLSearchParams();
  if (params.sort === 'asc') search.set('sort', 'asc');
  if (params.page > 1) search.set('page', String(params.page));
  if (params.rpage > 1) search.set('rpage', String(params.rpage));
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}
