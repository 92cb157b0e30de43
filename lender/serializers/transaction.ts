// A transaction row → the wire shape of lib/contract/transactions.
import type { Transaction } from '../../lib/contract/transactions';
import { centsToDollars } from '../../lib/common/money';
import { cancellableOnline, lastDayToCancel, paymentState } from '../domain/transactions';
import type { transactions } from '../db/schema';

type TransactionRow = typeof transactions.$inferSelect;

export function serializeTransaction(row: TransactionRow, today: string): Transaction {
  const facts = {
    transactableType: row.transactableType,
    futureEffectiveAt: row.futureEffectiveAt,
    active: row.active,
    cancelled: row.cancelledAt !== null,
  };
  const status = paymentState(facts, today);
  return {
    id: row.id,
    type: 'transactions',
    attributes: {
      application_id: row.applicationId,
      amount: centsToDollars(row.amountCents),
      future_effective_at: row.futureEffectiveAt,
      created_at: row.createdAt.toISOString(),
      transactable_type: row.transactableType === 'DebitCard' ? 'DebitCard' : 'BankAccount',
      transactable_id: row.transactableId,
      transactable_name: row.transactableName,
      authorized: row.authorized,
      active: row.active,
      status,
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
      cancellable: cancellableOnline(facts, today),
      last_cancel_date: lastDayToCancel(facts, today),
      authorization_file_id: row.authorizationFileId,
      cancellation_file_id: row.cancellationFileId,
    },
  };
}
