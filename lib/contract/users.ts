// GET /api/users/me and GET /api/users/{id}: the customer with the fields of both specs.
import { z } from 'zod';
import { PreferredLocaleSchema } from './common';
import { ext, resourceType, spec } from './wire';

export const ApplicationRefSchema = z.object({
  id: spec(z.number().int(), '001 §3'),
  /** installment or revolver */
  type: spec(z.enum(['installment', 'revolver']), '001 §3'),
});

export const InstallmentApplicationSummarySchema = z.object({
  id: spec(z.number().int(), '000 §2'),
  status_cache_status: spec(z.string(), '000 §3'),
  /** The loan amount (original note), when there is one. */
  amount: spec(z.number().nullable(), '000 §2'),
  max_approved_amount: spec(z.number().nullable(), '000 §2'),
  origin: spec(z.string().nullable(), '000 §2'),
  needs_dealership: spec(z.boolean(), '000 §4'),
  final_status: spec(z.number().int().nullable(), '000 §4'),
  autopay_enabled: spec(z.boolean(), '000 §2'),
  /** Payments (and so autopay) can be made on it; as on the application (spec 000 section 4). */
  has_new_payments: ext(z.boolean(), {
    why: 'Offers Manage/Enroll autopay in My Loans only on a loan that still takes payments.',
    without: 'Manage/Enroll is offered on every loan; the loan page then says why it cannot.',
  }),
  final_contract_id: spec(z.number().int().nullable(), '000 §2'),
});
export type InstallmentApplicationSummary = z.infer<typeof InstallmentApplicationSummarySchema>;

export const MobilePhoneRefSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  formatted_number: z.string(),
  verified: z.boolean(),
});

export const UserAttributesSchema = z.object({
  name: spec(z.string(), '000 §3'),
  first_name: ext(z.string(), { why: 'The greeting in the header.', without: 'The first word of name.' }),
  last_name: ext(z.string(), { why: 'Staff screens list customers by last name.', without: 'The rest of name.' }),
  email: spec(z.string(), '000 §3'),
  primary_phone: spec(z.string().nullable(), '000 §3'),
  non_verified_phone: spec(z.string().nullable(), '000 §3'),
  verified_phone: spec(z.string().nullable(), '000 §3'),
  /** The customer's mobile phone record (the newest), for changing and verifying it. */
  mobile_phone: ext(MobilePhoneRefSchema.nullable(), {
    why: 'The mobile phone record to change or verify, without a look-up.',
    without: 'Looked up by number with GET /api/mobile_phones/exists (verified_phone, else non_verified_phone).',
  }),
  ssn_last_4: spec(z.string().nullable(), '000 §3'),
  servicing_platform: spec(z.string(), '001 §3'),
  is_customer: spec(z.boolean(), '001 §3'),
  is_service: spec(z.boolean(), '001 §3'),
  /** The customer has a finalized loan in the loan servicing system. */
  user_in_NLS: spec(z.boolean(), '000 §3'),
  has_revolver_application: spec(z.boolean(), '000 §3'),
  has_payment_reminder: spec(z.boolean(), '000 §3'),
  qualifies_additional_loans: spec(z.boolean(), '000 §3'),
  'on_payment_probation?': spec(z.boolean(), '000 §3'),
  cfs: spec(z.boolean(), '000 §3'),
  /** The customer has left their feedback (POST /api/comments): the widget is gone for good. */
  has_feedback: ext(z.boolean(), {
    why: 'Hides the feedback widget once the customer has left feedback (spec 000 §2: shown when none exists yet).',
    without: 'The widget is shown; a second feedback is refused by the lender and the widget says so.',
  }),
  preferred_locale: ext(PreferredLocaleSchema.nullable().optional(), {
    why: "The customer's language: the portal opens in it after sign-in on a browser that has not chosen one.",
    without: "The browser's cookie, else its Accept-Language, else English.",
  }),
  pending_email: ext(z.string().nullable(), {
    why: 'A new sign-in e-mail waiting for its own inbox to confirm it: Account Preferences shows it.',
    without: 'No pending change is shown; the e-mail shown is the one the lender answers.',
  }),
  new_document_count: ext(z.number().int().min(0), {
    why: "The header's link to the documents center, with how many documents the customer has not opened yet.",
    without: 'No documents center link in the header.',
  }),
  cardholder_agreement_url: spec(z.string().nullable(), '000 §3'),
  roles: spec(z.array(z.object({ name: spec(z.string(), '000 §3') })), '000 §3'),
  applications: spec(z.array(ApplicationRefSchema), '001 §3'),
  /** The My Loans list of the sidebar: one summary per installment application, newest first. */
  installment_applications: spec(z.array(InstallmentApplicationSummarySchema), '000 §3'),
  /** The application the customer's area opens on: the newest installment one, else any. */
  current_application_id: ext(z.number().int().nullable(), {
    why: 'The application the customer area opens on.',
    without: 'The first of installment_applications (newest first), else the first of applications.',
  }),
  revolver_application_id: ext(z.number().int().nullable(), {
    why: 'The card account, without searching the applications.',
    without: "The application of type 'revolver' in the applications list.",
  }),
});

export const UserSchema = z.object({
  id: spec(z.number().int(), '000 §3'),
  type: resourceType('users'),
  attributes: spec(UserAttributesSchema, '000 §3'),
  relationships: spec(
    z.object({ applications: spec(z.object({ data: spec(z.array(ApplicationRefSchema), '000 §3') }), '000 §3') }),
    '000 §3',
  ),
});
export type User = z.infer<typeof UserSchema>;
export type UserAttributes = z.infer<typeof UserAttributesSchema>;

export const UserResponseSchema = z.object({ data: spec(UserSchema, '001 §7') });
export type UserResponse = z.infer<typeof UserResponseSchema>;
