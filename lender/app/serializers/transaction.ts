// A transaction row → the wire shape of lib/contract/transactions.
import type { Transaction } from '../../../lib/contract/transactions';
import { lastCancelDay } from '../../../lib/rules/business-days';
import { centsToDollars } from '../../../lib/rules/money';
import { isCancellable, transactionStatus } from '../../../lib/rules/transactions';
import type { transactions } from '../../db/schema';

type TransactionRow = typeof transactions.$inferSelect;

export function serializeTransaction(row: TransactionRow, today: string): Transaction {
  const facts = {
    transactableType: row.transactableType,
    futureEffectiveAt: row.futureEffectiveAt,
    active: row.active,
    cancelled: row.cancelledAt !== null,
  };
  const status = transactionStatus(facts, today);
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
      cancellable: isCancellable(facts, today),
      last_cancel_date:
        row.transactableType === 'BankAccount' && status === 'scheduled' && row.futureEffectiveAt
          ? lastCancelDay(row.futureEffectiveAt)
          : null,
    },
  };
}
