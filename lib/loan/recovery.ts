// The recovery payments of one page of the history, of the kept codes only (spec 000 section 3). The lender
// answers every code a page at a time: filtering its pages would leave a page empty (and its pager gone)
// while kept entries wait on later pages. So the list is read whole (pages of the most the lender gives,
// all after the first in parallel), filtered, then paged here. Recovery entries are few per loan.
import 'server-only';
import { MAX_PER_PAGE, type PageMeta, type RecoveryPayment } from '../contract/history';
import type { HistoryQuery } from '../contract/history';
import { lender } from '../lender/api';
import { pageKeptRecoveryPayments } from '../rules/history';

/** A bound on what one page view reads: 50 lender pages (5,000 entries). */
const MAX_LENDER_PAGES = 50;

export async function getKeptRecoveryPage(token: string, query: HistoryQuery & { page: number; per_page: number }): Promise<{ data: RecoveryPayment[]; meta: PageMeta }> {
  const whole = { acctrefno: query.acctrefno, sort: query.sort, per_page: MAX_PER_PAGE };
  const first = await lender.getTransactionHistories({ token, query: { ...whole, page: 1 } });
  // A lender that does not page (no meta, an extension) has answered the whole list already.
  const totalPages = first.meta?.total_pages ?? 1;
  const pages = Math.min(totalPages, MAX_LENDER_PAGES);
  if (totalPages > MAX_LENDER_PAGES) console.error('[page] recovery list longer than the portal reads:', first.meta?.total);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => lender.getTransactionHistories({ token, query: { ...whole, page: i + 2 } })));
  return pageKeptRecoveryPayments([first, ...rest].flatMap((r) => r.data), { page: query.page, per_page: query.per_page, sort: query.sort ?? 'desc' });
}
