// A pending card purchase as 'Approve your Purchase' shows it (spec 000 section 3), built from the
// lender's answer on the server (the page) and in the browser (after a decision).
import type { Purchase } from '../contract/purchases';
import { purchaseState, type PurchaseState } from '../rules/purchase';

export interface PurchaseView {
  id: number;
  /** The e-mailed link's secret; sent back with a decision. */
  guid: string;
  amount: number;
  dealershipName: string;
  termMonths: number;
  minimumMonthlyPayment: number;
  deferredInterestMonths: number;
  /** APR percent, e.g. "29.99". */
  rate: string;
  approvedAt: string | null;
  rejectedAt: string | null;
  /** pending, approved or rejected. */
  state: PurchaseState;
  /** The card account it is on; null when the lender does not say (the customer then goes home). */
  applicationId: number | null;
}

export const toPurchaseView = (p: Purchase): PurchaseView => ({
  id: p.id,
  guid: p.guid,
  amount: p.actual_amount,
  dealershipName: p.dealership.name,
  termMonths: p.term,
  minimumMonthlyPayment: p.minimum_monthly_payment,
  deferredInterestMonths: p.deferred_interest_months,
  rate: p.rate,
  approvedAt: p.approved_at,
  rejectedAt: p.rejected_at,
  state: purchaseState(p),
  applicationId: p.application_id ?? null,
});
