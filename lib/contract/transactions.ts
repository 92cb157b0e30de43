// Transactions (spec 000 section 3, spec 001 section 3): one-time payments.
//   POST   /api/transactions            (Idempotency-Key header required)
//   GET    /api/transactions?application_id=
//   GET    /api/transactions/{id}
//   DELETE /api/transactions/{id}       cancels a scheduled payment
import { z } from 'zod';

export { DUPLICATE_ERROR_FIELD, IDEMPOTENCY_HEADER } from './transaction-headers';
import { AMOUNT_FORMAT_MESSAGE, AMOUNT_MIN_MESSAGE, isWholeOrTwoDecimals } from './limits';
import { authorizationCopyFile, IdParamSchema, IdSchema, IsoDateSchema, MoneySchema, PreferredLocaleSchema, SafeTextSchema } from './common';
import { ext, extIn, resourceType, spec } from './wire';

export const TransactableTypeSchema = z.enum(['BankAccount', 'DebitCard']);
export type TransactableType = z.infer<typeof TransactableTypeSchema>;

export const TransactionStatusSchema = z.enum(['scheduled', 'pending', 'cancelled', 'inactive']);

export const TransactionAttributesSchema = z.object({
  application_id: spec(z.number().int(), '000 §3'),
  amount: spec(MoneySchema, '000 §3'),
  future_effective_at: spec(IsoDateSchema.nullable(), '000 §3'),
  created_at: spec(z.iso.datetime({ offset: true }), '001 §3'),
  transactable_type: spec(TransactableTypeSchema, '000 §3'),
  transactable_id: spec(z.number().int().nullable(), '000 §3'),
  /** "Ana checking ••6789", "Debit card ending 4242" */
  transactable_name: ext(z.string().nullable(), { why: "The paying account as words (\"Ana checking \u2022\u20226789\").", without: "The payment type is shown (Bank account / Debit card)." }),
  authorized: spec(z.boolean(), '000 §3'),
  active: spec(z.boolean(), '000 §3'),
  status: ext(TransactionStatusSchema, { why: "scheduled, pending, cancelled or inactive.", without: "Derived from active and future_effective_at." }),
  cancelled_at: ext(z.iso.datetime({ offset: true }).nullable(), { why: "When a scheduled payment was cancelled.", without: "Not shown." }),
  /** A scheduled bank payment up to one business day before its date. */
  cancellable: ext(z.boolean(), { why: "The lender says the payment can still be cancelled.", without: "Computed from future_effective_at and the portal's business-day rule (spec 000 \u00a79); the lender has the last word." }),
  /** The last day (Mountain Time) it can be cancelled; null when it never could be. */
  last_cancel_date: ext(IsoDateSchema.nullable(), { why: "The last day it can be cancelled, in the lender\u2019s calendar.", without: "Computed with the portal's business-day rule (spec 000 \u00a79)." }),
  authorization_file_id: authorizationCopyFile('the ACH authorization the customer accepted for this payment'),
  cancellation_file_id: authorizationCopyFile("this payment's cancellation"),
});
export type TransactionAttributes = z.infer<typeof TransactionAttributesSchema>;

export const TransactionSchema = z.object({
  id: spec(z.number().int(), '001 §7'),
  type: resourceType('transactions'),
  attributes: spec(TransactionAttributesSchema, '001 §3'),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const TransactionResponseSchema = z.object({ data: spec(TransactionSchema, '001 §3') });
export const TransactionListResponseSchema = z.object({ data: spec(z.array(TransactionSchema), '000 §7') });
export const TransactionListQuerySchema = z.object({ application_id: spec(IdParamSchema, '000 §7') });

/** Dollars with at most two decimals, above 0 (the payoff limit needs the account: the sandbox checks it). */
export const PaymentAmountSchema = z
  .number({ error: AMOUNT_FORMAT_MESSAGE })
  .refine(isWholeOrTwoDecimals, { message: AMOUNT_FORMAT_MESSAGE })
  .refine((n) => n > 0, { message: AMOUNT_MIN_MESSAGE });

export const CreateTransactionRequestSchema = z.object({
  application_id: spec(IdSchema, '000 §3'),
  transaction: spec(z.object({
    amount: spec(PaymentAmountSchema, '000 §3'),
    future_effective_at: spec(IsoDateSchema, '000 §3'),
    /** The customer accepted the ACH authorization. */
    authorized: spec(z.boolean(), '000 §3'),
    /** Only bank payments are made here; debit card payments come through the card processor. */
    transactable_type: spec(z.literal('BankAccount', { error: 'Only bank payments can be made here' }), '000 §3'),
    transactable_id: spec(IdSchema, '000 §3'),
    active: spec(z.boolean(), '000 §3'),
  }), '000 §7'),
  /** The version of the ACH authorization text the customer accepted. */
  terms_version: extIn(SafeTextSchema.min(1).max(64), "The version of the ACH authorization text the customer accepted (kept with the payment)."),
  /** The language of the authorization the customer read and accepted: the English text, or its translation beside it. */
  terms_language: extIn(PreferredLocaleSchema.optional(), "The language of the ACH authorization the customer accepted: English, or the Spanish translation shown with the binding English one click away (absent: English)."),
  /** The customer saw the duplicate warning and still wants this payment. */
  allow_duplicate: extIn(z.boolean().optional(), "The customer saw the duplicate warning and still wants the payment."),
});
export type CreateTransactionRequest = z.infer<typeof CreateTransactionRequestSchema>;

export const CreateTransactionResponseSchema = z.object({
  id: ext(z.number().int(), { why: "The new payment's id.", without: "Read from redirect_url, which names the payment." }),
  /** The portal's thanks page for the payment. */
  redirect_url: spec(z.string().startsWith('/'), '000 §3'),
  amount: spec(MoneySchema, '000 §3'),
  future_effective_at: spec(IsoDateSchema.nullable(), '000 §3'),
  authorization_file_id: authorizationCopyFile('the ACH authorization the customer accepted for this payment'),
});
export type CreateTransactionResponse = z.infer<typeof CreateTransactionResponseSchema>;

/** A client-made key (a UUID) per confirmed payment form; the same key replays the first answer. */
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);
