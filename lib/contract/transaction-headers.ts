// Words of the payment call that client components need, without zod (zod stays out of the
// JavaScript a page loads first). lib/contract/transactions.ts re-exports them.

/** The header carrying a client-made key (a UUID) per confirmed payment form. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The field of a 422 that means "this payment looks like a duplicate" (confirm with allow_duplicate). */
export const DUPLICATE_ERROR_FIELD = 'duplicate';
