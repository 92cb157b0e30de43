// GET /api/payment_histories/paid_off and GET /api/transaction_histories (spec 001 section 7): a loan
// account's completed and recovery payments by acctrefno. Both answer a page at a time, sorted by date
// on the server, so a long history never travels whole.
import { z } from 'zod';
import { IsoDateSchema, MoneySchema } from './common';

export const SortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirectionSchema>;

export const MAX_PER_PAGE = 100;

/** page, per_page and sort of every paginated list; a bad value answers 422, never a 500. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(25),
  sort: SortDirectionSchema.default('desc'),
});

export const HistoryQuerySchema = PageQuerySchema.extend({
  acctrefno: z.string().trim().min(1, 'acctrefno is required').max(32).regex(/^[A-Za-z0-9-]+$/, 'acctrefno is invalid'),
});
export type HistoryQuery = z.input<typeof HistoryQuerySchema>;

export const PageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  /** Records in the whole list (for completed payments: the parents; children come with them). */
  total: z.number().int(),
  total_pages: z.number().int(),
  sort: SortDirectionSchema,
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

const PaymentFieldsSchema = z.object({
  row_id: z.number().int(),
  date_paid: IsoDateSchema,
  transaction_code: z.number().int(),
  customer_description: z.string(),
  /** The day the bank returned the payment (non-sufficient funds), if it did. */
  nsf_date: IsoDateSchema.nullable(),
  payment_amount: MoneySchema,
  payment_method: z.object({ payment_method_code: z.string() }),
  payment_method_reference: z.string().nullable(),
});
export type ChildPayment = z.infer<typeof PaymentFieldsSchema>;

export const CompletedPaymentSchema = PaymentFieldsSchema.extend({
  child_payments: z.array(PaymentFieldsSchema),
});
export type CompletedPayment = z.infer<typeof CompletedPaymentSchema>;

export const PaidOffResponseSchema = z.object({
  data: z.array(CompletedPaymentSchema),
  meta: PageMetaSchema.extend({
    /** What was paid each month over the whole history (returned payments left out), oldest first. */
    monthly_totals: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), amount: MoneySchema })),
  }),
});
export type PaidOffResponse = z.infer<typeof PaidOffResponseSchema>;

export const RecoveryPaymentSchema = z.object({
  id: z.number().int(),
  effective_date: IsoDateSchema,
  transaction_code: z.number().int(),
  payment_method_reference: z.string().nullable(),
  transaction_amount: MoneySchema,
});
export type RecoveryPayment = z.infer<typeof RecoveryPaymentSchema>;

export const TransactionHistoriesResponseSchema = z.object({
  data: z.array(RecoveryPaymentSchema),
  meta: PageMetaSchema,
});
export type TransactionHistoriesResponse = z.infer<typeof TransactionHistoriesResponseSchema>;
