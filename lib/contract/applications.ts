// GET /api/applications/{id} (version 2 of the response): the application with attributes.final_loan.
import { z } from 'zod';
import { IsoDateSchema, isSafeMultiline, MoneySchema, UNSAFE_TEXT_MESSAGE } from './common';
import { ext, resourceType, spec } from './wire';
import { APPLY_MESSAGES, hasWholeCents, MAX_REQUEST_CENTS, MIN_REQUEST_CENTS, REPAIR_DESCRIPTION_MAX } from './limits';

export const FinalLoanSchema = z.object({
  data: spec(
    z.object({
      attributes: spec(
        z.object({
          signed_document: spec(z.object({ signed: spec(z.boolean(), '000 §3') }), '000 §3'),
          maturity_date: spec(IsoDateSchema.nullable(), '000 §3'),
        }),
        '000 §3',
      ),
    }),
    '000 §3',
  ),
});

const RecurringPaymentSummarySchema = z.object({
  id: spec(z.number().int(), '000 §3'),
  total_amount: spec(MoneySchema, '000 §3'),
  payment_day: spec(z.number().int().min(1).max(31), '001 §3'),
  start_date: spec(IsoDateSchema, '000 §3'),
  next_transaction_date: spec(IsoDateSchema, '000 §3'),
  recurrable_name: spec(z.string(), '001 §3'),
  /** The monthly amount and the extra amount (total_amount is their sum) and the paying bank account. */
  amount: spec(MoneySchema, '000 §3'),
  amount_extra: spec(MoneySchema, '000 §3'),
  recurrable_id: spec(z.number().int(), '000 §3'),
});

export const ApplicationAttributesSchema = z.object({
  kind: ext(z.enum(['installment', 'revolver']), {
    why: 'Says an application is a card account without reading its status.',
    without: "status_cache_status 'revolver' (spec 000 §4), else the type in the user's applications list.",
  }),
  status_cache_status: spec(z.string(), '000 §3'),
  status: spec(z.string(), '000 §3'),
  /** doc_signed 0, funded 1, withdrawn 2, cancelled 3 */
  final_status: spec(z.number().int().min(0).max(3).nullable(), '000 §4'),
  has_loan_account: spec(z.boolean(), '000 §3'),
  final_loan: spec(FinalLoanSchema.nullable(), '000 §3'),
  new_record: spec(z.boolean(), '000 §3'),
  has_new_payments: spec(z.boolean(), '000 §3'),
  has_pending_purchases: spec(z.boolean(), '000 §3'),
  pending_purchase: spec(z.object({ guid: spec(z.string(), '000 §7') }).nullable(), '000 §3'),
  active_recurring_payment: spec(RecurringPaymentSummarySchema.nullable(), '000 §3'),
  primary_bank_account: spec(z.object({ id: spec(z.number().int(), '000 §3'), name: spec(z.string(), '000 §3') }).nullable(), '000 §3'),
  origin: spec(z.string().nullable(), '000 §3'),
  needs_dealership: spec(z.boolean(), '000 §3'),
  autopay_enabled: spec(z.boolean(), '000 §3'),
  final_contract_id: spec(z.number().int().nullable(), '000 §3'),
  original_note_amount: spec(MoneySchema.nullable(), '000 §3'),
  repair_amount: spec(MoneySchema.nullable(), '000 §3'),
  max_approved_amount: spec(MoneySchema.nullable(), '000 §3'),
  signed: spec(z.boolean(), '001 §3'),
  signed_at: spec(z.iso.datetime({ offset: true }).nullable(), '001 §3'),
  prefill: spec(
    z.object({ decision_redirect_url: spec(z.string().nullable(), '001 §3'), campaign_name: spec(z.string().nullable(), '001 §3') }).nullable(),
    '001 §3',
  ),
  ofac_hit: spec(z.boolean(), '001 §3'),
  'unable_verify?': spec(z.boolean(), '001 §3'),
  'qualify_for_no_interest?': spec(z.boolean(), '001 §3'),
  payoff_letter: spec(z.object({ id: spec(z.number().int(), '001 §3') }).nullable(), '001 §3'),
  pending_payments: spec(
    z.array(
      z.object({
        id: ext(z.number().int(), {
          why: 'Links a pending payment to its cancel action.',
          without: 'The pending payment is listed without a cancel button.',
        }),
        amount: spec(MoneySchema, '001 §3'),
        future_effective_at: spec(IsoDateSchema.nullable(), '001 §3'),
        transactable_name: spec(z.string().nullable(), '001 §3'),
      }),
    ),
    '001 §3',
  ),
  wu_promise_to_pays: spec(
    z.array(z.object({ promise_amount: spec(MoneySchema, '001 §3'), promise_date: spec(IsoDateSchema, '001 §3') })),
    '001 §3',
  ),
  adverse_action_notice_file_id: ext(z.number().int().positive().nullable(), {
    why: "The declined application's adverse action notice (Reg B 1002.9, FCRA 615), opened through /files/{id}/url_proxy from the decline page.",
    without: 'The decline page says to call and that the notice was mailed or e-mailed, without a link.',
  }),
  created_at: ext(z.iso.datetime({ offset: true }), {
    why: 'Orders applications and dates an unsigned one.',
    without: 'Applications keep the order the lender lists them in.',
  }),
});
export type ApplicationAttributes = z.infer<typeof ApplicationAttributesSchema>;

export const ApplicationSchema = z.object({
  id: spec(z.number().int(), '000 §3'),
  type: resourceType('applications'),
  attributes: spec(ApplicationAttributesSchema, '000 §3'),
  relationships: spec(
    z.object({
      user: ext(z.object({ data: z.object({ id: z.number().int() }) }), {
        why: "The customer who owns the application, checked against the page's customer id.",
        without: "The lender's ownership check decides (it answers 403/404 for another customer's application).",
      }),
      loan_account: spec(z.object({ data: spec(z.object({ id: spec(z.number().int(), '000 §3') }).nullable(), '000 §3') }), '000 §3'),
    }),
    '000 §3',
  ),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const ApplicationResponseSchema = z.object({ data: spec(ApplicationSchema, '000 §7') });

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
    .refine(isSafeMultiline, UNSAFE_TEXT_MESSAGE)
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
