// Promise to pay: the collection codes of a customer promise, and the collection action that records it.
import { z } from 'zod';
import { IsoDateSchema, MoneySchema } from './common';

/** GET /api/collection_codes/customer_ptp */
export const CollectionCodesSchema = z.object({ action_code_no: z.string(), result_code_no: z.string() });
export type CollectionCodes = z.infer<typeof CollectionCodesSchema>;

/** POST /api/loan_accounts/{accountId}/collection_action/ */
export const CollectionActionRequestSchema = z.object({
  promise_amount: MoneySchema.positive('Enter the amount you will pay').max(1_000_000),
  promise_date: IsoDateSchema,
  /** Omitted when the codes could not be fetched: the lender applies the customer-promise codes. */
  result_code: z.string().max(20).nullable().optional(),
  action_code: z.string().max(20).nullable().optional(),
  comments: z.string().max(1000).optional().default(''),
});
export type CollectionActionRequest = z.input<typeof CollectionActionRequestSchema>;

export const CollectionActionResponseSchema = z.object({
  data: z.object({ row_id: z.number().int(), promise_amount: MoneySchema, promise_date: IsoDateSchema }),
});
