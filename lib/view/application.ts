// An application as the loan area's screens read it, built once from GET /api/applications/{id}:
// camelCase fields, the extension fallbacks applied, and what the spec's rules make of the wire (the
// landing page, the tabs, whether payments can be made) worked out here, where the wire's names are known.
import type { Application } from '../contract/applications';
import type { User } from '../contract/users';
import { landingPage, type LandingPage } from '../rules/landing';
import { isCardAccount } from '../rules/lender-fallbacks';
import { canMakePayment, visibleTabs, type LoanTab } from '../rules/loan-tabs';
import { needsServiceCenter } from '../rules/my-loans';

/** A payment on its way (spec 001 section 3). */
export interface PendingPayment {
  /** Absent when the lender does not send it: the payment is listed without a cancel button. */
  id?: number;
  amount: number;
  futureEffectiveAt: string | null;
  /** The paying account, as the lender names it. */
  accountName: string | null;
}

/** The active autopay (spec 000 section 3): its total is the monthly amount plus the extra amount. */
export interface Autopay {
  id: number;
  totalAmount: number;
  amount: number;
  amountExtra: number;
  /** Day of the month. */
  paymentDay: number;
  startDate: string;
  nextTransactionDate: string;
  bankAccountId: number;
  bankAccountName: string;
}

export interface PromiseToPay {
  amount: number;
  date: string;
}

export interface ApplicationView {
  id: number;
  /** The customer the lender says owns it; null when it does not say (its own ownership check decides). */
  ownerId: number | null;
  /** A revolver application: its loan area is the card account page. */
  isCard: boolean;
  /** Which page the loan area's landing shows (spec 001 section 4). */
  landing: LandingPage;
  tabs: LoanTab[];
  canMakePayment: boolean;
  hasLoanAccount: boolean;
  statusCacheStatus: string;
  finalStatus: number | null;
  signed: boolean;
  signedAt: string | null;
  /** 'Choose a service center' shows for it. */
  needsServiceCenter: boolean;
  /** The loan agreement to sign, when there is one. */
  finalContractId: number | null;
  /** The loan's amount, else the max approved amount. */
  amount: number | null;
  ofacHit: boolean;
  decisionUrl: string | null;
  qualifiesForNoInterest: boolean;
  payoffLetterFileId: number | null;
  /** A declined application's adverse action notice; null when the lender names none (an extension): the decline page says to call. */
  adverseActionNoticeFileId: number | null;
  /** A purchase waiting for the cardholder's approval. */
  pendingPurchaseGuid: string | null;
  pendingPayments: PendingPayment[];
  /** Promises to pay recorded on the application (Western Union). */
  promisesToPay: PromiseToPay[];
  autopay: Autopay | null;
}

/** `user` (the customer's record, when at hand) lets a lender without `kind` still mark a card account. */
export function toApplicationView(application: Application, user?: User | null): ApplicationView {
  const a = application.attributes;
  const recurring = a.active_recurring_payment;
  return {
    id: application.id,
    ownerId: application.relationships.user?.data.id ?? null,
    isCard: isCardAccount(application, user),
    landing: landingPage(a),
    tabs: visibleTabs(application.id, a),
    canMakePayment: canMakePayment(a),
    hasLoanAccount: a.has_loan_account,
    statusCacheStatus: a.status_cache_status,
    finalStatus: a.final_status,
    signed: a.signed,
    signedAt: a.signed_at,
    needsServiceCenter: needsServiceCenter(a.needs_dealership, a.final_status),
    finalContractId: a.final_contract_id,
    amount: a.original_note_amount ?? a.max_approved_amount,
    ofacHit: a.ofac_hit,
    decisionUrl: a.prefill?.decision_redirect_url ?? null,
    qualifiesForNoInterest: a['qualify_for_no_interest?'],
    payoffLetterFileId: a.payoff_letter?.id ?? null,
    adverseActionNoticeFileId: a.adverse_action_notice_file_id ?? null,
    pendingPurchaseGuid: a.has_pending_purchases ? (a.pending_purchase?.guid ?? null) : null,
    pendingPayments: a.pending_payments.map((p) => ({
      ...(p.id !== undefined ? { id: p.id } : {}),
      amount: p.amount,
      futureEffectiveAt: p.future_effective_at,
      accountName: p.transactable_name,
    })),
    promisesToPay: a.wu_promise_to_pays.map((p) => ({ amount: p.promise_amount, date: p.promise_date })),
    autopay: recurring
      ? {
          id: recurring.id,
          totalAmount: recurring.total_amount,
          amount: recurring.amount,
          amountExtra: recurring.amount_extra,
          paymentDay: recurring.payment_day,
          startDate: recurring.start_date,
          nextTransactionDate: recurring.next_transaction_date,
          bankAccountId: recurring.recurrable_id,
          bankAccountName: recurring.recurrable_name,
        }
      : null,
  };
}
