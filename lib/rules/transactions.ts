// A transaction's state and date as the customer sees them.
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
