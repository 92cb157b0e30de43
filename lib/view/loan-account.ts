// A loan account as the screens read it (loan figures, notices, the payment flow, promise to pay), built
// once from GET /api/loan_accounts/{applicationId}.
import type { LoanAccount } from '../contract/loan-accounts';
import { chartOmittedReason } from '../rules/balance-chart';
import { debtBuyer } from '../rules/lender-fallbacks';
import { amountDue, loanViewState, sacExpiry, type AmountDue, type LoanViewState } from '../rules/loan-view';
import type { ApplicationView, PromiseToPay } from './application';

/** The loan account record: its own id (the promise-to-pay call's {accountId}) and its attributes. */
export interface LoanAccountRecord {
  id: number;
  attributes: LoanAccount;
}

export interface DebtBuyer {
  name: string;
  phone: string;
  address: string;
}

export interface LoanAccountView {
  /** The {accountId} of the promise-to-pay call. */
  id: number;
  /** The loan's number in the servicing system (history, mail and cash payments). */
  acctrefno: string;
  payoffBalance: number;
  monthlyPayment: number;
  currentDueDate: string | null;
  upcomingPaymentDueDate: string | null;
  currentBalanceDue: number;
  pastDueBalance: number;
  daysPastDue: number;
  /** The summary's amount-due figure: past due (with its days) when behind, else the amount due. */
  amountDue: AmountDue;
  open: boolean;
  closed: boolean;
  chargeOff: boolean;
  chargeOffSettled: boolean;
  soldOff: boolean;
  soldOffDate: string | null;
  /** The sold-off loan's new owner; null: the notice gives the lender's support phone. */
  debtBuyer: DebtBuyer | null;
  originalNoteAmount: number;
  sacExpirationDate: string | null;
  maxSinglePaymentDate: string | null;
  maxRecurringPaymentDate: string | null;
  promisesToPay: PromiseToPay[];
}

export function toLoanAccountView(record: LoanAccountRecord): LoanAccountView {
  const a = record.attributes;
  return {
    id: record.id,
    acctrefno: a.acctrefno,
    payoffBalance: a.payoff_balance,
    monthlyPayment: a.monthly_payment,
    currentDueDate: a.current_due_date,
    upcomingPaymentDueDate: a.upcoming_payment_due_date,
    currentBalanceDue: a.current_balance_due,
    pastDueBalance: a.past_due_balance,
    daysPastDue: a.days_past_due,
    amountDue: amountDue(a),
    open: a.open,
    closed: a.closed,
    chargeOff: a.charge_off,
    chargeOffSettled: a.charge_off_settled,
    soldOff: a.sold_off,
    soldOffDate: a.sold_off_date,
    debtBuyer: debtBuyer(a),
    originalNoteAmount: a.original_note_amount,
    sacExpirationDate: a.SAC_expiration_date,
    maxSinglePaymentDate: a.max_single_payment_date,
    maxRecurringPaymentDate: a.max_recurring_payment_date,
    promisesToPay: a.promise_to_pays.map((p) => ({ amount: p.promise_amount, date: p.promise_date })),
  };
}

/** Which loan view the landing shows (spec 001 section 4), from the application and its loan account as loaded. */
export function loanStateOf(application: ApplicationView, account: LoanAccountView | 'missing' | 'failed', now: Date): LoanViewState {
  const flags =
    account === 'missing' ? 'none' : account === 'failed' ? 'error'
    : { open: account.open, closed: account.closed, sold_off: account.soldOff, charge_off: account.chargeOff, charge_off_settled: account.chargeOffSettled };
  return loanViewState({ signed: application.signed, signed_at: application.signedAt, status_cache_status: application.statusCacheStatus }, flags, now);
}

/** The no-interest (same-as-cash) expiry to show, when the application qualifies and the account has a date. */
export const noInterestUntil = (application: ApplicationView, account: LoanAccountView): string | null =>
  sacExpiry(application.qualifiesForNoInterest, account.sacExpirationDate);

/** Why the payment history has no balance chart (a settled or sold loan), or null when it has one. */
export const balanceChartOmitted = (account: LoanAccountView): 'settled' | 'sold' | null =>
  chartOmittedReason({ charge_off_settled: account.chargeOffSettled, sold_off: account.soldOff });
