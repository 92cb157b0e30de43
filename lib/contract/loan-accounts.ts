// GET /api/loan_accounts/{applicationId}: data.attributes is the loan account (spec 001 section 3,
// with spec 000's flag names — open?, closed?, … — carried beside spec 001's).
import { z } from 'zod';
import { IsoDateSchema, MoneySchema } from './common';

export const PromiseToPaySchema = z.object({
  row_id: z.number().int(),
  promise_amount: MoneySchema,
  promise_date: IsoDateSchema,
});

export const LoanAccountAttributesSchema = z.object({
  acctrefno: z.string(),
  payoff_balance: MoneySchema,
  monthly_payment: MoneySchema,
  current_due_date: IsoDateSchema.nullable(),
  upcoming_payment_due_date: IsoDateSchema.nullable(),
  current_balance_due: MoneySchema,
  past_due: z.boolean(),
  past_due_balance: MoneySchema,
  days_past_due: z.number().int(),
  open: z.boolean(),
  closed: z.boolean(),
  charge_off: z.boolean(),
  charge_off_settled: z.boolean(),
  sold_off: z.boolean(),
  sold_off_date: IsoDateSchema.nullable(),
  'open?': z.boolean(),
  'closed?': z.boolean(),
  'charge_off?': z.boolean(),
  'charge_off_settled?': z.boolean(),
  'sold_off?': z.boolean(),
  'not_current?': z.boolean(),
  original_note_amount: MoneySchema,
  SAC_expiration_date: IsoDateSchema.nullable(),
  max_single_payment_date: IsoDateSchema.nullable(),
  max_recurring_payment_date: IsoDateSchema.nullable(),
  promise_to_pays: z.array(PromiseToPaySchema),
  /** The debt buyer of a sold-off loan. */
  debt_buyer: z.object({ name: z.string(), phone: z.string(), address: z.string() }).nullable(),
});
export type LoanAccount = z.infer<typeof LoanAccountAttributesSchema>;

export const LoanAccountResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    type: z.literal('loan_accounts'),
    attributes: LoanAccountAttributesSchema,
  }),
});
