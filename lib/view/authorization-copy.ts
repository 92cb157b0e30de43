// The lender's stored copy of a debit authorization, or of its cancellation, as the screens link it: the
// file's id from an answer of the payment, autopay or cancel calls (the lender's extension), else null and
// no link is shown.
import type { RecurringPayment } from '../contract/recurring-payments';
import type { Transaction } from '../contract/transactions';

export type CopyKind = 'authorization' | 'cancellation';

/** The copy an autopay answer names: of the authorization set up or changed, or of its cancellation. */
export function autopayCopyOf(autopay: RecurringPayment, kind: CopyKind): number | null {
  const a = autopay.attributes;
  return (kind === 'authorization' ? a.authorization_file_id : a.cancellation_file_id) ?? null;
}

/** The copy of a cancelled scheduled payment's cancellation. */
export const cancellationCopyOf = (transaction: Transaction): number | null => transaction.attributes.cancellation_file_id ?? null;
