// Help when money is tight, all of it the portal's extension (the spec names none of these calls): a payment
// assistance request on a loan, and a servicemember's request to cap the rate at 6 % (SCRA, 50 U.S.C. 3937).
// The customer asks; the lender's collections staff answer with an offer (terms to accept or decline), a call,
// or a refusal with its reason; an SCRA request is approved (the rate capped from the day service began, the
// interest above 6 % forgiven) or refused. One open request per loan. Each answer's `data` is itself the
// extension: a lender that sends only what the spec names sends none, and the portal leaves the feature out.
import { z } from 'zod';
import { authorizationCopyFile, IdSchema, IsoDateSchema, MoneySchema, SafeMultilineTextSchema } from './common';
import { AUTHORIZATION_LANGUAGES } from './due-date-move';
import { UploadSchema } from './uploads';
import { ext } from './wire';

export * from './assistance-words';
import {
  ASSISTANCE_EXPLANATION_MAX,
  ASSISTANCE_HELP,
  ASSISTANCE_INCOME_MAX,
  ASSISTANCE_KINDS,
  ASSISTANCE_MESSAGES,
  ASSISTANCE_MONTHS_MAX,
  ASSISTANCE_REASONS,
  ASSISTANCE_STAFF_MESSAGES,
  ASSISTANCE_STATES,
  OFFER_KINDS,
  STAFF_DECISIONS,
} from './assistance-words';

const monthsField = z
  .number({ error: ASSISTANCE_MESSAGES.months })
  .int(ASSISTANCE_MESSAGES.months)
  .min(1, ASSISTANCE_MESSAGES.months)
  .max(ASSISTANCE_MONTHS_MAX, ASSISTANCE_MESSAGES.months)
  .nullable();

/** POST /api/loan_accounts/{applicationId}/assistance_requests */
export const AssistanceRequestBodySchema = z.object({
  reason: z.enum(ASSISTANCE_REASONS, { error: ASSISTANCE_MESSAGES.reason }),
  explanation: SafeMultilineTextSchema.pipe(
    z.string().trim().min(1, ASSISTANCE_MESSAGES.explanation).max(ASSISTANCE_EXPLANATION_MAX, ASSISTANCE_MESSAGES.explanationTooLong),
  ),
  since: z.iso.date({ error: ASSISTANCE_MESSAGES.since }),
  expected_months: monthsField,
  /** The monthly income lost, in dollars (0: none). */
  income_change: z
    .number({ error: ASSISTANCE_MESSAGES.income })
    .min(0, ASSISTANCE_MESSAGES.income)
    .max(ASSISTANCE_INCOME_MAX, ASSISTANCE_MESSAGES.income)
    .refine((d) => Math.abs(d * 100 - Math.round(d * 100)) < 1e-6, ASSISTANCE_MESSAGES.income),
  help: z.array(z.enum(ASSISTANCE_HELP, { error: ASSISTANCE_MESSAGES.help })).min(1, ASSISTANCE_MESSAGES.help).max(ASSISTANCE_HELP.length, ASSISTANCE_MESSAGES.help),
  consent_to_contact: z.literal(true, { error: ASSISTANCE_MESSAGES.consent }),
});
export type AssistanceRequestBody = z.input<typeof AssistanceRequestBodySchema>;

/** POST /api/loan_accounts/{applicationId}/scra_requests */
export const ScraRequestBodySchema = z.object({
  service_start: z.iso.date({ error: ASSISTANCE_MESSAGES.serviceStart }),
  /** null: still serving. */
  service_end: z.iso.date({ error: ASSISTANCE_MESSAGES.serviceEnd }).nullable(),
  explanation: SafeMultilineTextSchema.pipe(z.string().trim().max(ASSISTANCE_EXPLANATION_MAX, ASSISTANCE_MESSAGES.explanationTooLong)).default(''),
  consent_to_contact: z.literal(true, { error: ASSISTANCE_MESSAGES.consent }),
});
export type ScraRequestBody = z.input<typeof ScraRequestBodySchema>;

export const AssistanceOfferSchema = z.object({
  kind: z.enum(OFFER_KINDS),
  /** later_due_date: the days the due date comes later. */
  days: z.number().int().nullable(),
  /** pause, reduced_payment: the months. */
  months: z.number().int().nullable(),
  /** reduced_payment: the smaller payment. */
  amount: MoneySchema.nullable(),
  /** The interest the offer adds over the plan as it was. */
  added_interest: MoneySchema,
  /** The due date the offer moves (or starts the smaller payments from), and the first due date after it. */
  from_due_date: IsoDateSchema,
  first_due_date: IsoDateSchema,
  /**
   * Autopay under the offer, with the customer's new authorization: its next debit and where it would go (an
   * offer that moves the due date), its amount and the smaller one it would debit for the offer's months and
   * the day the regular one returns (smaller payments). Null without autopay or when it would not change.
   */
  autopay: z
    .object({
      next_transaction_date: IsoDateSchema,
      new_next_transaction_date: IsoDateSchema,
      authorization_version: z.string().max(60),
      amount: MoneySchema,
      new_amount: MoneySchema,
      regular_from: IsoDateSchema.nullable(),
    })
    .nullable(),
});
export type AssistanceOffer = z.infer<typeof AssistanceOfferSchema>;

export const ScraDetailSchema = z.object({
  service_start: IsoDateSchema,
  service_end: IsoDateSchema.nullable(),
});

/** An approved SCRA request: the rate capped from the day service began, the interest above 6 % forgiven. */
export const ScraReliefSchema = z.object({
  apr_before: z.number(),
  apr_after: z.number(),
  effective_from: IsoDateSchema,
  forgiven_interest: MoneySchema,
  monthly_payment_before: MoneySchema,
  monthly_payment_after: MoneySchema,
});
export type ScraRelief = z.infer<typeof ScraReliefSchema>;

export const AssistanceRecordSchema = z.object({
  id: IdSchema,
  kind: z.enum(ASSISTANCE_KINDS),
  state: z.enum(ASSISTANCE_STATES),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  /** assistance only (null for SCRA). */
  reason: z.enum(ASSISTANCE_REASONS).nullable(),
  explanation: z.string().max(ASSISTANCE_EXPLANATION_MAX),
  since: IsoDateSchema.nullable(),
  expected_months: z.number().int().nullable(),
  income_change: MoneySchema.nullable(),
  help: z.array(z.enum(ASSISTANCE_HELP)),
  /** The documents the customer attached (an SCRA request's orders), oldest first; ASSISTANCE_FILES_MAX at most. */
  documents: z.array(UploadSchema),
  scra: ScraDetailSchema.nullable(),
  offer: AssistanceOfferSchema.nullable(),
  /** The call the lender scheduled (call_scheduled). */
  call_at: z.iso.datetime({ offset: true }).nullable(),
  /** A refusal's reason, in the lender's words. */
  refusal_reason: z.string().max(500).nullable(),
  scra_relief: ScraReliefSchema.nullable(),
  /** The decision letters (files of the documents center), oldest first. */
  letter_file_ids: z.array(IdSchema),
  /** Autopay's new authorization, when accepting the offer moved autopay. */
  authorization_file_id: authorizationCopyFile("autopay's new authorization under the accepted offer"),
});
export type AssistanceRecord = z.infer<typeof AssistanceRecordSchema>;

export const AssistanceListSchema = z.object({
  /** Newest first. */
  requests: z.array(AssistanceRecordSchema),
  /** Whether the loan may take a new request now (open, and none open). */
  may_request: z.boolean(),
});
export type AssistanceList = z.infer<typeof AssistanceListSchema>;

const feature = {
  why: 'Payment assistance and the servicemember rate cap: the request, its state, the offer to accept or decline.',
  without: 'Getting help with payments is left out of the loan area (the phone number stays).',
} as const;

/** GET /api/loan_accounts/{applicationId}/assistance_requests */
export const AssistanceListResponseSchema = z.object({ data: ext(AssistanceListSchema, feature) });
/** Every answer that is one request. */
export const AssistanceResponseSchema = z.object({ data: ext(AssistanceRecordSchema, feature) });

/**
 * POST /api/assistance_requests/{id}/files: one document for an open request (multipart, part `file`; checked,
 * scanned and kept like a to-do item's file, once per Idempotency-Key): the file kept and the request.
 */
export const AssistanceUploadResponseSchema = z.object({
  data: ext(z.object({ upload: UploadSchema, request: AssistanceRecordSchema }), feature),
});

/** POST /api/assistance_requests/{id}/accept (step-up; once per Idempotency-Key). */
export const AcceptOfferBodySchema = z.object({
  /** Present when the customer accepted the new autopay authorization: autopay follows the offer. */
  autopay: z
    .object({
      authorization_version: z.string().max(60),
      authorization_language: z.enum(AUTHORIZATION_LANGUAGES),
    })
    .optional(),
});
export type AcceptOfferBody = z.infer<typeof AcceptOfferBodySchema>;

/** POST /api/assistance_requests/{id}/reply: the customer declines the offer, or withdraws the request. */
export const AssistanceReplyBodySchema = z.object({ reply: z.enum(['decline', 'withdraw'], { error: ASSISTANCE_MESSAGES.notAnswerable }) });
export type AssistanceReplyBody = z.infer<typeof AssistanceReplyBodySchema>;


/** POST /api/assistance_requests/{id}/decision (collections staff). Figures as typed: the lender checks them. */
export const StaffDecisionBodySchema = z.object({
  decision: z.enum(STAFF_DECISIONS, { error: ASSISTANCE_STAFF_MESSAGES.decision }),
  offer_kind: z.enum(OFFER_KINDS, { error: ASSISTANCE_STAFF_MESSAGES.offerKind }).optional(),
  days: z.number().int().optional(),
  months: z.number().int().optional(),
  amount: MoneySchema.optional(),
  call_at: z.iso.datetime({ offset: true, error: ASSISTANCE_STAFF_MESSAGES.callAt }).optional(),
  reason: SafeMultilineTextSchema.pipe(z.string().trim().max(500)).optional(),
});
export type StaffDecisionBody = z.infer<typeof StaffDecisionBodySchema>;

/** GET /api/staff/assistance_requests: the open requests of every customer, oldest first (the collections queue). */
export const AssistanceQueueSchema = z.array(
  AssistanceRecordSchema.pick({ id: true, kind: true, state: true, created_at: true, reason: true }).extend({
    customer_id: IdSchema,
    application_id: IdSchema,
    customer_name: z.string().max(200),
  }),
);
export type AssistanceQueue = z.infer<typeof AssistanceQueueSchema>;
export const AssistanceQueueResponseSchema = z.object({
  data: ext(AssistanceQueueSchema, {
    why: "The collections staff's queue of open assistance and SCRA requests.",
    without: 'Staff find requests on each loan page only.',
  }),
});
