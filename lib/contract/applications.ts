// GET /api/applications/{id} (version 2 of the response): the application with attributes.final_loan.
import { z } from 'zod';
import { IsoDateSchema, MoneySchema } from './common';
import { APPLY_MESSAGES, hasWholeCents, MAX_REQUEST_CENTS, MIN_REQUEST_CENTS, REPAIR_DESCRIPTION_MAX } from '../rules/apply';

export const FinalLoanSchema = z.object({
  data: z.object({
    attributes: z.object({
      signed_document: z.object({ signed: z.boolean() }),
      maturity_date: IsoDateSchema.nullable(),
    }),
  }),
});

export const ApplicationAttributesSchema = z.object({
  kind: z.enum(['installment', 'revolver']),
  status_cache_status: z.string(),
  status: z.string(),
  /** doc_signed 0, funded 1, withdrawn 2, cancelled 3 */
  final_status: z.number().int().min(0).max(3).nullable(),
  has_loan_account: z.boolean(),
  final_loan: FinalLoanSchema.nullable(),
  new_record: z.boolean(),
  has_new_payments: z.boolean(),
  has_pending_purchases: z.boolean(),
  pending_purchase: z.object({ guid: z.string() }).nullable(),
  active_recurring_payment: z
    .object({
      id: z.number().int(),
      total_amount: MoneySchema,
      payment_day: z.number().int().min(1).max(31),
      start_date: IsoDateSchema,
      next_transaction_date: IsoDateSchema,
      recurrable_name: z.string(),
      /** The monthly amount and the extra amount (total_amount is their sum) and the paying bank account. */
      amount: MoneySchema,
      amount_extra: MoneySchema,
      recurrable_id: z.number().int(),
    })
    .nullable(),
  primary_bank_account: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  origin: z.string().nullable(),
  needs_dealership: z.boolean(),
  autopay_enabled: z.boolean(),
  final_contract_id: z.number().int().nullable(),
  original_note_amount: MoneySchema.nullable(),
  repair_amount: MoneySchema.nullable(),
  max_approved_amount: MoneySchema.nullable(),
  signed: z.boolean(),
  signed_at: z.iso.datetime({ offset: true }).nullable(),
  prefill: z.object({ decision_redirect_url: z.string().nullable(), campaign_name: z.string().nullable() }).nullable(),
  ofac_hit: z.boolean(),
  'unable_verify?': z.boolean(),
  'qualify_for_no_interest?': z.boolean(),
  payoff_letter: z.object({ id: z.number().int() }).nullable(),
  pending_payments: z.array(
    z.object({
      id: z.number().int(),
      amount: MoneySchema,
      future_effective_at: IsoDateSchema.nullable(),
      transactable_name: z.string().nullable(),
    }),
  ),
  wu_promise_to_pays: z.array(z.object({ promise_amount: MoneySchema, promise_date: IsoDateSchema })),
  created_at: z.iso.datetime({ offset: true }),
});
export type ApplicationAttributes = z.infer<typeof ApplicationAttributesSchema>;

export const ApplicationSchema = z.object({
  id: z.number().int(),
  type: z.literal('applications'),
  attributes: ApplicationAttributesSchema,
  relationships: z.object({
    user: z.object({ data: z.object({ id: z.number().int() }) }),
    loan_account: z.object({ data: z.object({ id: z.number().int() }).nullable() }),
  }),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const ApplicationResponseSchema = z.object({ data: ApplicationSchema });

// POST /api/applications — a new installment application, created pending (spec 000 section 2: apply).
// The same schema checks the form in the browser, the body in the BFF, and the body in the sandbox.
export const NewApplicationSchema = z.object({
  /** Dollars, at most two decimals, from $250 to $10,000. */
  amount_requested: z
    .number({ error: APPLY_MESSAGES.amount })
    .refine(hasWholeCents, APPLY_MESSAGES.amountCents)
    .refine((d) => d * 100 >= MIN_REQUEST_CENTS - 1e-6 && d * 100 <= MAX_REQUEST_CENTS + 1e-6, APPLY_MESSAGES.amount),
  repair_description: z
    .string({ error: APPLY_MESSAGES.description })
    .trim()
    .min(1, APPLY_MESSAGES.description)
    .max(REPAIR_DESCRIPTION_MAX, APPLY_MESSAGES.descriptionTooLong),
  /** A dealership of GET /api/dealerships, or null: not chosen yet (the application then needs one). */
  dealership_id: z
    .number({ error: APPLY_MESSAGES.dealership })
    .int(APPLY_MESSAGES.unknownDealership)
    .positive(APPLY_MESSAGES.unknownDealership)
    .max(2_147_483_647, APPLY_MESSAGES.unknownDealership)
    .nullable(),
  consent: z.literal(true, { error: APPLY_MESSAGES.consent }),
});
export type NewApplication = z.infer<typeof NewApplicationSchema>;

export const CreateApplicationRequestSchema = z.object({ application: NewApplicationSchema });
export type CreateApplicationRequest = z.infer<typeof CreateApplicationRequestSchema>;

// PUT /api/applications/{id}/dealership — the service center chosen for an application that needs one.
export const ChooseDealershipRequestSchema = z.object({
  dealership_id: z
    .number({ error: APPLY_MESSAGES.unknownDealership })
    .int(APPLY_MESSAGES.unknownDealership)
    .positive(APPLY_MESSAGES.unknownDealership)
    .max(2_147_483_647, APPLY_MESSAGES.unknownDealership),
});
export type ChooseDealershipRequest = z.infer<typeof ChooseDealershipRequestSchema>;
