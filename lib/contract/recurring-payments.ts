// POST /api/recurring_payments, PUT /api/recurring_payments/{id}, DELETE /api/recurring_payments/{id}:
// autopay, a recurring ACH debit from a bank account. Amounts in dollars; the sandbox re-checks every
// rule of lib/rules/autopay.ts and answers 422 per field (keys recurring_payment.<field>).
import { z } from 'zod';
import { authorizationCopyFile, IdParamSchema, IsoDateSchema, MoneySchema, PreferredLocaleSchema, SafeMultilineTextSchema, SafeTextSchema } from './common';
import { ext, extIn, resourceType, spec } from './wire';

/** Far above any loan's payment, far below what the database's cents can hold (the rules check the rest). */
const MAX_AUTOPAY_DOLLARS = 1_000_000;
const AutopayDollars = MoneySchema.max(MAX_AUTOPAY_DOLLARS, 'Enter an amount of at most $1,000,000.00');

const Common = {
  amount: spec(AutopayDollars.nullable(), '000 §7'),
  amount_extra: spec(AutopayDollars.nullable().optional(), '000 §7'),
  start_date: spec(SafeTextSchema.max(10), '000 §7'),
  recurrable_type: spec(z.literal('BankAccount'), '000 §7'),
  recurrable_id: spec(IdParamSchema.nullable(), '000 §7'),
};

/** the language of the authorization the customer read and accepted (absent: English). */
const AuthorizationLanguage = extIn(
  PreferredLocaleSchema.optional(),
  'The language of the recurring ACH authorization the customer accepted: English, or the Spanish translation shown with the binding English one click away (absent: English).',
);

export const CreateRecurringPaymentRequestSchema = z.object({
  recurring_payment: spec(
    z.object({ ...Common, application_id: spec(IdParamSchema, '000 §7'), notes: spec(SafeMultilineTextSchema.max(2000).optional(), '000 §7') }),
    '000 §7',
  ),
  /** The version of the recurring ACH authorization the customer accepted (lib/rules/autopay.ts). */
  authorization_version: extIn(SafeTextSchema.min(1).max(64), "The version of the recurring ACH authorization the customer accepted."),
  authorization_language: AuthorizationLanguage,
});
export type CreateRecurringPaymentRequest = z.infer<typeof CreateRecurringPaymentRequestSchema>;

export const UpdateRecurringPaymentRequestSchema = z.object({
  recurring_payment: spec(z.object(Common), '000 §7'),
  authorization_version: extIn(SafeTextSchema.min(1).max(64), "The version of the recurring ACH authorization the customer accepted."),
  authorization_language: AuthorizationLanguage,
});
export type UpdateRecurringPaymentRequest = z.infer<typeof UpdateRecurringPaymentRequestSchema>;

export const RecurringPaymentSchema = z.object({
  id: spec(z.number().int(), '000 §3'),
  type: resourceType('recurring_payments'),
  attributes: spec(z.object({
    application_id: spec(z.number().int(), '000 §3'),
    amount: spec(MoneySchema, '000 §3'),
    amount_extra: spec(MoneySchema, '000 §3'),
    total_amount: spec(MoneySchema, '000 §3'),
    start_date: spec(IsoDateSchema, '000 §3'),
    next_transaction_date: spec(IsoDateSchema, '000 §3'),
    payment_day: spec(z.number().int().min(1).max(31), '001 §3'),
    recurrable_type: spec(z.literal('BankAccount'), '000 §3'),
    recurrable_id: spec(z.number().int(), '000 §3'),
    recurrable: spec(z.object({ name: spec(z.string(), '000 §3') }), '000 §3'),
    notes: spec(z.string().nullable(), '000 §3'),
    authorization_version: ext(z.string().nullable(), { why: "The recurring ACH authorization on record (version, when, cancelled).", without: "Not shown." }),
    authorized_at: ext(z.iso.datetime({ offset: true }).nullable(), { why: "The recurring ACH authorization on record (version, when, cancelled).", without: "Not shown." }),
    cancelled_at: ext(z.iso.datetime({ offset: true }).nullable(), { why: "The recurring ACH authorization on record (version, when, cancelled).", without: "Not shown." }),
    authorization_file_id: authorizationCopyFile('the recurring ACH authorization in force (set up or last changed)'),
    cancellation_file_id: authorizationCopyFile("autopay's cancellation"),
  }), '000 §3'),
});
export type RecurringPayment = z.infer<typeof RecurringPaymentSchema>;
export const RecurringPaymentResponseSchema = z.object({ data: spec(RecurringPaymentSchema, '000 §3') });
