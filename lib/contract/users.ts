// GET /api/users/me and GET /api/users/{id}: the customer with the fields of both specs.
import { z } from 'zod';

export const ApplicationRefSchema = z.object({
  id: z.number().int(),
  /** installment or revolver */
  type: z.enum(['installment', 'revolver']),
});

export const UserAttributesSchema = z.object({
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  primary_phone: z.string().nullable(),
  non_verified_phone: z.string().nullable(),
  verified_phone: z.string().nullable(),
  /** The customer's mobile phone record (the newest), for changing and verifying it. */
  mobile_phone: z
    .object({ id: z.number().int(), number: z.string(), formatted_number: z.string(), verified: z.boolean() })
    .nullable(),
  ssn_last_4: z.string().nullable(),
  servicing_platform: z.string(),
  is_customer: z.boolean(),
  is_service: z.boolean(),
  /** The customer has a finalized loan in the loan servicing system. */
  user_in_NLS: z.boolean(),
  has_revolver_application: z.boolean(),
  has_payment_reminder: z.boolean(),
  qualifies_additional_loans: z.boolean(),
  'on_payment_probation?': z.boolean(),
  cfs: z.boolean(),
  /** The customer has left their feedback (POST /api/comments): the widget is gone for good. */
  has_feedback: z.boolean(),
  cardholder_agreement_url: z.string().nullable(),
  roles: z.array(z.object({ name: z.string() })),
  applications: z.array(ApplicationRefSchema),
  /** The My Loans list of the sidebar: one summary per installment application, newest first. */
  installment_applications: z.array(
    z.object({
      id: z.number().int(),
      status_cache_status: z.string(),
      /** The loan amount (original note), when there is one. */
      amount: z.number().nullable(),
      max_approved_amount: z.number().nullable(),
      origin: z.string().nullable(),
      needs_dealership: z.boolean(),
      final_status: z.number().int().nullable(),
      autopay_enabled: z.boolean(),
      /** Payments (and so autopay) can be made on it; as on the application (spec 000 section 4). */
      has_new_payments: z.boolean(),
      final_contract_id: z.number().int().nullable(),
    }),
  ),
  /** The application the customer's area opens on: the newest installment one, else any. */
  current_application_id: z.number().int().nullable(),
  revolver_application_id: z.number().int().nullable(),
});

export const UserSchema = z.object({
  id: z.number().int(),
  type: z.literal('users'),
  attributes: UserAttributesSchema,
  relationships: z.object({
    applications: z.object({ data: z.array(ApplicationRefSchema) }),
  }),
});
export type User = z.infer<typeof UserSchema>;
export type UserAttributes = z.infer<typeof UserAttributesSchema>;

export const UserResponseSchema = z.object({ data: UserSchema });
