// A payment record's state as the lender reports it (the wire's status, cancellable and last_cancel_date).
import { cancelDeadlineDay, scheduledPaymentCancellable } from './business-days';

export type PaymentState = 'scheduled' | 'pending' | 'cancelled' | 'inactive';

export interface PaymentRecord {
  transactableType: string;
  /** The payment date, yyyy-MM-dd; null for one taken today. */
  futureEffectiveAt: string | null;
  active: boolean;
  cancelled: boolean;
}

/** Cancelled and inactive records say so; an active one is scheduled while its date is ahead, else pending. */
export function paymentState(record: PaymentRecord, today: string): PaymentState {
  if (record.cancelled) return 'cancelled';
  if (!record.active) return 'inactive';
  if (record.futureEffectiveAt === null) return 'pending';
  return record.futureEffectiveAt > today ? 'scheduled' : 'pending';
}

/** Only a scheduled bank (ACH) payment can be cancelled online, up to one business day before its date. */
export function cancellableOnline(record: PaymentRecord, today: string): boolean {
  if (record.transactableType !== 'BankAccount') return false;
  if (paymentState(record, today) !== 'scheduled') return false;
  return scheduledPaymentCancellable(record.futureEffectiveAt as string, today);
}

/** The last day to cancel, for a scheduled bank payment; null for anything else. */
export function lastDayToCancel(record: PaymentRecord, today: string): string | null {
  if (record.transactableType !== 'BankAccount' || paymentState(record, today) !== 'scheduled') return null;
  return cancelDeadlineDay(record.futureEffectiveAt as string);
}
