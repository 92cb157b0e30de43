// Transactions (spec 000 section 3, spec 001 section 3): one-time payments.
//   POST   /api/transactions            (Idempotency-Key header required)
//   GET    /api/transactions?application_id=
//   GET    /api/transactions/{id}
//   DELETE /api/transactions/{id}       cancels a scheduled payment
import { z } from 'zod';

export { DUPLICATE_ERROR_FIELD, IDEMPOTENCY_HEADER } from './transaction-headers';
import { AMOUNT_FORMAT_MESSAGE, AMOUNT_MIN_MESSAGE, isWholeOrTwoDecimals } from '../rules/payment-amount';
import { IdParamSchema, IdSchema, IsoDateSchema, MoneySchema } from './common';

export const TransactableTypeSchema = z.enum(['BankAccount', 'DebitCard']);
export type TransactableType = z.infer<typeof TransactableTypeSchema>;

export const TransactionStatusSchema = z.enum(['scheduled', 'pending', 'cancelled', 'inactive']);

export const TransactionAttributesSchema = z.object({
  application_id: z.number().int(),
  amount: MoneySchema,
  future_effective_at: IsoDateSchema.nullable(),
  created_at: z.iso.datetime({ offset: true }),
  transactable_type: TransactableTypeSchema,
  transactable_id: z.number().int().nullable(),
  /** "Ana checking ••6789", "Debit card ending 4242" */
  transactable_name: z.string().nullable(),
  authorized: z.boolean(),
  active: z.boolean(),
  status: TransactionStatusSchema,
  cancelled_at: z.iso.datetime({ offset: true }).nullable(),
  /** A scheduled bank payment up to one business day before its date. */
  cancellable: z.boolean(),
  /** The last day (Mountain Time) it can be cancelled; null when it never could be. */
  last_cancel_date: IsoDateSchema.nullable(),
});
export type TransactionAttributes = z.infer<typeof TransactionAttributesSchema>;

export const TransactionSchema = z.object({
  id: z.number().int(),
  type: z.literal('transactions'),
  attributes: TransactionAttributesSchema,
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const TransactionResponseSchema = z.object({ data: TransactionSchema });
export const TransactionListResponseSchema = z.object({ data: z.array(TransactionSchema) });
export const TransactionListQuerySchema = z.object({ application_id: IdParamSchema });

/** Dollars with at most two decimals, above 0 (the payoff limit needs the account: the sandbox checks it). */
export const PaymentAmountSchema = z
  .number({ error: AMOUNT_FORMAT_MESSAGE })
  .refine(isWholeOrTwoDecimals, { message: AMOUNT_FORMAT_MESSAGE })
  .refine((n) => n > 0, { message: AMOUNT_MIN_MESSAGE });

export const CreateTransactionRequestSchema = z.object({
  application_id: IdSchema,
  transaction: z.object({
    amount: PaymentAmountSchema,
    future_effective_at: IsoDateSchema,
    /** The customer accepted the ACH authorization. */
    authorized: z.boolean(),
    /** Only bank payments are made here; debit card payments come through the card processor. */
    transactable_type: z.literal('BankAccount', { error: 'Only bank payments can be made here' }),
    transactable_id: IdSchema,
    active: z.boolean(),
  }),
  /** The version of the ACH authorization text the customer accepted. */
  terms_version: z.string().min(1).max(64),
  /** The customer saw the duplicate warning and still wants this payment. */
  allow_duplicate: z.boolean().optional(),
});
export type CreateTransactionRequest = z.infer<typeof CreateTransactionRequestSchema>;

export const CreateTransactionResponseSchema = z.object({
  id: z.number().int(),
  /** The portal's thanks page for the payment. */
  redirect_url: z.string().startsWith('/'),
  amount: MoneySchema,
  future_effective_at: IsoDateSchema.nullable(),
});
export type CreateTransactionResponse = z.infer<typeof CreateTransactionResponseSchema>;

/** A client-made key (a UUID) per confirmed payment form; the same key replays the first answer. */
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);
