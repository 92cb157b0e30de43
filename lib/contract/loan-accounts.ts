// GET /api/loan_accounts/{applicationId}: data.attributes is the loan account (spec 001 section 3,
// with spec 000's flag names — open?, closed?, … — carried beside spec 001's).
import { z } from 'zod';
import { IsoDateSchema, MoneySchema } from './common';
import { ext, resourceType, spec } from './wire';

export const PromiseToPaySchema = z.object({
  row_id: spec(z.number().int(), '001 §3'),
  promise_amount: spec(MoneySchema, '001 §3'),
  promise_date: spec(IsoDateSchema, '001 §3'),
});

export const LoanAccountAttributesSchema = z.object({
  acctrefno: spec(z.string(), '001 §7'),
  payoff_balance: spec(MoneySchema, '001 §3'),
  monthly_payment: spec(MoneySchema, '001 §3'),
  current_due_date: spec(IsoDateSchema.nullable(), '001 §3'),
  upcoming_payment_due_date: spec(IsoDateSchema.nullable(), '001 §3'),
  current_balance_due: spec(MoneySchema, '001 §3'),
  past_due: spec(z.boolean(), '001 §3'),
  past_due_balance: spec(MoneySchema, '001 §3'),
  days_past_due: spec(z.number().int(), '001 §3'),
  open: spec(z.boolean(), '001 §3'),
  closed: spec(z.boolean(), '001 §3'),
  charge_off: spec(z.boolean(), '001 §3'),
  charge_off_settled: spec(z.boolean(), '001 §3'),
  sold_off: spec(z.boolean(), '001 §3'),
  sold_off_date: spec(IsoDateSchema.nullable(), '001 §3'),
  'open?': spec(z.boolean(), '000 §3'),
  'closed?': spec(z.boolean(), '000 §3'),
  'charge_off?': spec(z.boolean(), '000 §3'),
  'charge_off_settled?': spec(z.boolean(), '000 §3'),
  'sold_off?': spec(z.boolean(), '000 §3'),
  'not_current?': spec(z.boolean(), '000 §3'),
  original_note_amount: spec(MoneySchema, '001 §3'),
  SAC_expiration_date: spec(IsoDateSchema.nullable(), '001 §3'),
  max_single_payment_date: spec(IsoDateSchema.nullable(), '001 §3'),
  max_recurring_payment_date: spec(IsoDateSchema.nullable(), '000 §3'),
  promise_to_pays: spec(z.array(PromiseToPaySchema), '001 §3'),
  /** The debt buyer of a sold-off loan. */
  debt_buyer: ext(z.object({ name: z.string(), phone: z.string(), address: z.string() }).nullable(), { why: "The debt buyer's name, phone and address on the sold-off notice (spec 000 \u00a72, 001 \u00a74).", without: "The sold-off notice says the loan was transferred to a debt buyer and gives the lender's support phone." }),
});
export type LoanAccount = z.infer<typeof LoanAccountAttributesSchema>;

export const LoanAccountResponseSchema = z.object({
  data: spec(
    z.object({
      /** The {accountId} of the promise-to-pay call (spec 001 §7). */
      id: spec(z.number().int(), '001 §7'),
      type: resourceType('loan_accounts'),
      attributes: spec(LoanAccountAttributesSchema, '001 §7'),
    }),
    '001 §7',
  ),
});
