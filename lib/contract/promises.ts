// Promise to pay: the collection codes of a customer promise, and the collection action that records it.
import { z } from 'zod';
import { IsoDateSchema, MoneySchema, SafeMultilineTextSchema, SafeTextSchema } from './common';
import { ext, spec } from './wire';

/** GET /api/collection_codes/customer_ptp */
export const CollectionCodesSchema = z.object({ action_code_no: spec(z.string(), '001 §7'), result_code_no: spec(z.string(), '001 §7') });
export type CollectionCodes = z.infer<typeof CollectionCodesSchema>;

/** POST /api/loan_accounts/{accountId}/collection_action/ */
export const CollectionActionRequestSchema = z.object({
  promise_amount: spec(MoneySchema.positive('Enter the amount you will pay').max(1_000_000), '001 §7'),
  promise_date: spec(IsoDateSchema, '001 §7'),
  /** Omitted when the codes could not be fetched: the lender applies the customer-promise codes. */
  result_code: spec(SafeTextSchema.max(20).nullable().optional(), '001 §7'),
  action_code: spec(SafeTextSchema.max(20).nullable().optional(), '001 §7'),
  comments: spec(SafeMultilineTextSchema.max(1000).optional().default(''), '001 §7'),
});
export type CollectionActionRequest = z.input<typeof CollectionActionRequestSchema>;

/** The spec shows no answer ("success, then redirect to the payments page"). */
export const CollectionActionResponseSchema = z.object({
  data: ext(z.object({ row_id: z.number().int(), promise_amount: MoneySchema, promise_date: IsoDateSchema }), {
    why: 'The promise as recorded.',
    without: 'The payments page lists the promise from the loan account (promise_to_pays).',
  }),
});
