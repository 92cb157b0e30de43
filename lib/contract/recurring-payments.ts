// POST /api/recurring_payments, PUT /api/recurring_payments/{id}, DELETE /api/recurring_payments/{id}:
// autopay, a recurring ACH debit from a bank account. Amounts in dollars; the sandbox re-checks every
// rule of lib/rules/autopay.ts and answers 422 per field (keys recurring_payment.<field>).
import { z } from 'zod';
import { IdParamSchema, IsoDateSchema, MoneySchema } from './common';

/** Far above any loan's payment, far below what the database's cents can hold (the rules check the rest). */
const MAX_AUTOPAY_DOLLARS = 1_000_000;
const AutopayDollars = MoneySchema.max(MAX_AUTOPAY_DOLLARS, 'Enter an amount of at most $1,000,000.00');

const Common = {
  amount: AutopayDollars.nullable(),
  amount_extra: AutopayDollars.nullable().optional(),
  start_date: z.string().max(10),
  recurrable_type: z.literal('BankAccount'),
  recurrable_id: IdParamSchema.nullable(),
};

export const CreateRecurringPaymentRequestSchema = z.object({
  recurring_payment: z.object({ ...Common, application_id: IdParamSchema, notes: z.string().max(2000).optional() }),
  /** The version of the recurring ACH authorization the customer accepted (lib/rules/autopay.ts). */
  authorization_version: z.string().min(1).max(64),
});
export type CreateRecurringPaymentRequest = z.infer<typeof CreateRecurringPaymentRequestSchema>;

export const UpdateRecurringPaymentRequestSchema = z.object({
  recurring_payment: z.object(Common),
  authorization_version: z.string().min(1).max(64),
});
export type UpdateRecurringPaymentRequest = z.infer<typeof UpdateRecurringPaymentRequestSchema>;

export const RecurringPaymentSchema = z.object({
  id: z.number().int(),
  type: z.literal('recurring_payments'),
  attributes: z.object({
    application_id: z.number().int(),
    amount: MoneySchema,
    amount_extra: MoneySchema,
    total_amount: MoneySchema,
    start_date: IsoDateSchema,
    next_transaction_date: IsoDateSchema,
    payment_day: z.number().int().min(1).max(31),
    recurrable_type: z.literal('BankAccount'),
    recurrable_id: z.number().int(),
    recurrable: z.object({ name: z.string() }),
    notes: z.string().nullable(),
    authorization_version: z.string().nullable(),
    authorized_at: z.iso.datetime({ offset: true }).nullable(),
    cancelled_at: z.iso.datetime({ offset: true }).nullable(),
  }),
});
export type RecurringPayment = z.infer<typeof RecurringPaymentSchema>;
export const RecurringPaymentResponseSchema = z.object({ data: RecurringPaymentSchema });
