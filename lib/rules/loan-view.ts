// Which loan view an application gets (spec 001 section 4), and the amount-due line of its summary.
import { isWaitingStatus } from './landing';

export type LoanViewState =
  | 'sold_off'
  | 'charge_off_settled'
  | 'charge_off'
  | 'summary'
  | 'paid_off'
  | 'settled'
  | 'processing'
  | 'awaiting_signature'
  | 'in_progress'
  | 'error';

/** A signed loan counts as processing for 2 days (spec 001 section 9). */
export const PROCESSING_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

export function isProcessing(signedAt: string | null, now: Date): boolean {
  if (!signedAt) return false;
  const age = now.getTime() - new Date(signedAt).getTime();
  return age >= 0 && age < PROCESSING_WINDOW_MS;
}

/** What the loan view reads of the loan account and the application (the lender's spelling). */
type AccountFlags = Record<'open' | 'closed' | 'sold_off' | 'charge_off' | 'charge_off_settled', boolean>;
interface ApplicationInputs {
  signed: boolean;
  signed_at: string | null;
  status_cache_status: string;
}

/**
 * `account` is the loan account, 'none' when the lender has none (404), 'error' when it could not be loaded.
 * Unsigned applications still waiting on the customer or staff are not an error: they get a sign prompt
 * (waiting_agreement_signature) or an in-progress notice (the spec is silent on them).
 */
export function loanViewState(application: ApplicationInputs, account: AccountFlags | 'none' | 'error', now: Date): LoanViewState {
  if (account === 'error') return 'error';
  if (account === 'none') {
    if (application.signed) return isProcessing(application.signed_at, now) ? 'processing' : 'error';
    if (application.status_cache_status === 'waiting_agreement_signature') return 'awaiting_signature';
    return isWaitingStatus(application.status_cache_status) ? 'in_progress' : 'error';
  }
  if (account.open || (account.closed && account.sold_off)) {
    if (account.sold_off) return 'sold_off';
    if (account.charge_off_settled) return 'charge_off_settled';
    if (account.charge_off) return 'charge_off';
    return 'summary';
  }
  return account.charge_off ? 'settled' : 'paid_off';
}

export type AmountDue =
  | { kind: 'past_due'; label: 'Past Due'; amount: number; daysPastDue: number }
  | { kind: 'due'; label: 'Amount Due'; amount: number };

/** Past due (past_due_balance, days past due) when behind; else the amount due (current_balance_due). */
export function amountDue(account: { past_due: boolean; past_due_balance: number; days_past_due: number; current_balance_due: number }): AmountDue {
  if (account.past_due && account.past_due_balance > 0) {
    return { kind: 'past_due', label: 'Past Due', amount: account.past_due_balance, daysPastDue: account.days_past_due };
  }
  return { kind: 'due', label: 'Amount Due', amount: account.current_balance_due };
}

/** The no-interest (same-as-cash) expiry is shown only when the application qualifies and a date exists. */
export function sacExpiry(qualifies: boolean, date: string | null): string | null {
  return qualifies && date ? date : null;
}
