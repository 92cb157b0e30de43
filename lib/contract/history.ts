// GET /api/payment_histories/paid_off and GET /api/transaction_histories (spec 001 section 7): a loan
// account's completed and recovery payments by acctrefno. Both answer a page at a time, sorted by date
// on the server, so a long history never travels whole.
import { z } from 'zod';
import { IsoDateSchema, MoneySchema } from './common';
import { ext, extIn, spec } from './wire';

export const SortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirectionSchema>;

export const MAX_PER_PAGE = 100;

/** page, per_page and sort of every paginated list; a bad value answers 422, never a 500. */
export const PageQuerySchema = z.object({
  page: extIn(z.coerce.number().int().min(1).max(100_000).default(1), 'Asks for one page of a long list.'),
  per_page: extIn(z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(25), 'The page size.'),
  sort: extIn(SortDirectionSchema.default('desc'), 'Newest or oldest first.'),
});

export const HistoryQuerySchema = PageQuerySchema.extend({
  acctrefno: spec(z.string().trim().min(1, 'acctrefno is required').max(32).regex(/^[A-Za-z0-9-]+$/, 'acctrefno is invalid'), '001 §7'),
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
  row_id: spec(z.number().int(), '001 §3'),
  date_paid: spec(IsoDateSchema, '001 §3'),
  transaction_code: spec(z.number().int(), '001 §3'),
  customer_description: spec(z.string(), '001 §3'),
  /** The day the bank returned the payment (non-sufficient funds), if it did. */
  nsf_date: spec(IsoDateSchema.nullable(), '001 §3'),
  payment_amount: spec(MoneySchema, '001 §3'),
  payment_method: spec(z.object({ payment_method_code: spec(z.string(), '001 §3') }), '001 §3'),
  payment_method_reference: spec(z.string().nullable(), '001 §3'),
});
export type ChildPayment = z.infer<typeof PaymentFieldsSchema>;

export const CompletedPaymentSchema = PaymentFieldsSchema.extend({
  child_payments: spec(z.array(PaymentFieldsSchema), '001 §3'),
});
export type CompletedPayment = z.infer<typeof CompletedPaymentSchema>;

/** Paging is the portal's extension: a lender that answers the whole list at once sends no meta. */
const pagingNote = {
  why: 'The lender answers a page at a time, sorted on its side, so a long history never travels whole.',
  without: 'The answer is the whole list: the portal sorts and pages it itself.',
};

export const PaidOffResponseSchema = z.object({
  data: spec(z.array(CompletedPaymentSchema), '001 §7'),
  meta: ext(PageMetaSchema.extend({
    /** What was paid each month over the whole history (returned payments left out), oldest first. */
    monthly_totals: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), amount: MoneySchema })),
  }), pagingNote),
});
export type PaidOffResponse = z.infer<typeof PaidOffResponseSchema>;

export const RecoveryPaymentSchema = z.object({
  id: ext(z.number().int(), { why: "A stable key for a recovery entry.", without: "Its position in the list is its key." }),
  effective_date: spec(IsoDateSchema, '001 §3'),
  transaction_code: spec(z.number().int(), '000 §3'),
  payment_method_reference: spec(z.string().nullable(), '001 §3'),
  transaction_amount: spec(MoneySchema, '001 §3'),
});
export type RecoveryPayment = z.infer<typeof RecoveryPaymentSchema>;

export const TransactionHistoriesResponseSchema = z.object({
  data: spec(z.array(RecoveryPaymentSchema), '001 §7'),
  meta: ext(PageMetaSchema, pagingNote),
});
export type TransactionHistoriesResponse = z.infer<typeof TransactionHistoriesResponseSchema>;
