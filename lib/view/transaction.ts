// A payment (transaction) as the screens read it: the thanks page and its receipt, and the payment
// step's duplicate check in the browser.
import type { Transaction } from '../contract/transactions';
import { cancelWindow, transactionStatusOf } from '../rules/lender-fallbacks';
import { dollarsToCents } from '../rules/money';
import { scheduledDate, type TransactionStatus } from '../rules/transactions';
import { lenderToday } from '../rules/dates';

export interface PaymentView {
  id: number;
  applicationId: number;
  amount: number;
  /** The day it is taken: future_effective_at, else the day it was made. */
  scheduledFor: string;
  createdAt: string;
  /** The paying account as the lender names it; null when it does not. */
  accountName: string | null;
  /** How it was paid: the receipt words it (lib/rules/transactions paymentMethodLabel). */
  method: { transactable_type: 'BankAccount' | 'DebitCard'; transactable_name: string | null };
  status: TransactionStatus;
  /** Whether, and until which day, it can still be cancelled. */
  cancellable: boolean;
  lastCancelDate: string | null;
  /** The file of the lender's stored copy of the authorization accepted; null when it names none. */
  authorizationCopyId: number | null;
}

/** `now` decides the status (scheduled or pending) and the cancel window. */
export function toPaymentView(transaction: Transaction, now: Date): PaymentView {
  const t = transaction.attributes;
  const cancel = cancelWindow(t, now);
  return {
    id: transaction.id,
    applicationId: t.application_id,
    amount: t.amount,
    scheduledFor: scheduledDate(t),
    createdAt: t.created_at,
    accountName: t.transactable_name ?? null,
    method: { transactable_type: t.transactable_type, transactable_name: t.transactable_name ?? null },
    status: transactionStatusOf(t, lenderToday(now)),
    cancellable: cancel.cancellable,
    lastCancelDate: cancel.lastCancelDate,
    authorizationCopyId: t.authorization_file_id ?? null,
  };
}

/** An existing payment, for the payment step's duplicate and scheduled-payment warnings. */
export const toExistingPayment = (transaction: Transaction) => ({
  id: transaction.id,
  amountCents: dollarsToCents(transaction.attributes.amount),
  date: scheduledDate(transaction.attributes),
  cancelled: transaction.attributes.status === 'cancelled' || transaction.attributes.status === 'inactive',
});
