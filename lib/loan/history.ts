// Loads for the history pages: the loan account (none is a normal answer: the tab is hidden), and the
// URLs of the payment history page's server-rendered sort and page links.
import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { SortDirection } from '../contract/history';
import type { LoanAccount } from '../contract/loan-accounts';
import { getLoanAccount } from '../lender/api';
import { isNotFound } from '../lender/errors';
import { orSignIn } from '../lender/page';

export type LoanAccountLoad = { status: 'ok'; account: LoanAccount } | { status: 'none' } | { status: 'failed' };

export async function loadLoanAccount(token: string, applicationId: number): Promise<LoanAccountLoad> {
  if (!Number.isSafeInteger(applicationId) || applicationId <= 0) return { status: 'none' };
  try {
    return { status: 'ok', account: (await orSignIn(getLoanAccount(token, applicationId))).attributes };
  } catch (err) {
    unstable_rethrow(err);
    if (isNotFound(err)) return { status: 'none' };
    console.error('[page] loan account load failed:', err instanceof Error ? err.message : 'unknown');
    return { status: 'failed' };
  }
}

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
