// A transaction's state and date as the customer sees them.
import type { RuleTranslator } from './messages';
import { canCancelScheduledPayment } from './business-days';
import { lenderToday } from './dates';

export type TransactionStatus = 'scheduled' | 'pending' | 'cancelled' | 'inactive';

export interface TransactionFacts {
  transactableType: string;
  futureEffectiveAt: string | null;
  active: boolean;
  cancelled: boolean;
}

/** Cancelled; inactive; scheduled (dated after today); else pending (being processed). */
export function transactionStatus(t: TransactionFacts, today: string): TransactionStatus {
  if (t.cancelled) return 'cancelled';
  if (!t.active) return 'inactive';
  return t.futureEffectiveAt !== null && t.futureEffectiveAt > today ? 'scheduled' : 'pending';
}

/** Only a scheduled bank payment, up to one business day before its date. */
export function isCancellable(t: TransactionFacts, today: string): boolean {
  return (
    t.transactableType === 'BankAccount' &&
    transactionStatus(t, today) === 'scheduled' &&
    canCancelScheduledPayment(t.futureEffectiveAt!, today)
  );
}

/** The date a payment is scheduled for: future_effective_at, else the day it was created (Mountain Time). */
export function scheduledDate(t: { future_effective_at: string | null; created_at: string }): string {
  return t.future_effective_at ?? lenderToday(new Date(t.created_at));
}

/**
 * The number a customer quotes about a payment (on its receipt, on the phone): the lender's own id of
 * the transaction, in a fixed form that reads well aloud and cannot be taken for an amount.
 */
export function confirmationNumber(transactionId: number): string {
  return `EWF-${String(transactionId).padStart(8, '0')}`;
}

/** How the payment was made, as its receipt says it: the lender's name for the account, else its kind. */
export function paymentMethodLabel(t: { transactable_type: 'BankAccount' | 'DebitCard'; transactable_name: string | null }, tr: RuleTranslator): string {
  if (!t.transactable_name) return tr(t.transactable_type === 'BankAccount' ? 'methodBank' : 'methodCard');
  return t.transactable_type === 'BankAccount' ? tr('methodBankNamed', { name: t.transactable_name }) : t.transactable_name;
}

/** A receipt's status line. */
export function receiptStatus(status: TransactionStatus, tr: RuleTranslator): string {
  return tr(({ scheduled: 'statusScheduled', pending: 'statusPending', cancelled: 'statusCancelled', inactive: 'statusInactive' } as const)[status]);
}
