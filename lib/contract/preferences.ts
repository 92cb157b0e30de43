// Account preferences (spec 000 section 7): the live e-mail check, mobile phones with PIN
// verification, and POST /api/users/preferences.
import { z } from 'zod';
import { EMAIL_MAX } from '../rules/email';
import { IdParamSchema, IdSchema } from './common';

// ── E-mail ───────────────────────────────────────────────────────────────────────────────────────
export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address')
  .max(EMAIL_MAX, `Use at most ${EMAIL_MAX} characters`)
  .email('Invalid Email Address');

/** POST /api/valid/email */
export const ValidEmailRequestSchema = z.object({ address: z.string().max(254) });
export const ValidEmailResponseSchema = z.object({ is_valid: z.boolean(), did_you_mean: z.string().nullable() });
export type ValidEmailResponse = z.infer<typeof ValidEmailResponseSchema>;

// ── Mobile phones ────────────────────────────────────────────────────────────────────────────────
export const PhoneNumberSchema = z.string().regex(/^\d{10}$/, 'Enter the 10 digits of your mobile number');
export const PinSchema = z.string().regex(/^\d{1,6}$/, 'Enter the PIN we sent you (up to 6 digits)');

export const MobilePhoneSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  formatted_number: z.string(),
  verified: z.boolean(),
  owner_id: z.number().int(),
  owner_type: z.literal('User'),
});
export type MobilePhone = z.infer<typeof MobilePhoneSchema>;
export const MobilePhoneResponseSchema = z.object({ data: MobilePhoneSchema });

/** GET /api/mobile_phones/exists — query strings, so booleans arrive as text. */
export const MobilePhoneExistsQuerySchema = z.object({
  send_pin: z.enum(['true', 'false']).default('false'),
  number: PhoneNumberSchema,
  owner_id: IdParamSchema,
  owner_type: z.literal('User'),
});
export const MobilePhoneExistsResponseSchema = z.object({ exists: z.boolean(), mobile_phone: MobilePhoneSchema.nullable() });

/** POST /api/mobile_phones */
export const CreateMobilePhoneRequestSchema = z.object({
  send_pin: z.boolean(),
  mobile_phone: z.object({ number: PhoneNumberSchema, owner_id: IdSchema, owner_type: z.literal('User') }),
});

/** PUT /api/mobile_phones/{id} */
export const UpdateMobilePhoneRequestSchema = z.object({
  send_pin: z.boolean(),
  mobile_phone: z.object({ number: PhoneNumberSchema }),
});

/** PUT /api/mobile_phones/{id}/verify */
export const VerifyMobilePhoneRequestSchema = z.object({ pin: PinSchema });

// ── Preferences ──────────────────────────────────────────────────────────────────────────────────
/** POST /api/users/preferences — each section saves on its own, so both parts are optional. */
export const PreferencesRequestSchema = z
  .object({
    id: IdSchema,
    payment_reminders: z.boolean().optional(),
    user: z.object({ email: EmailSchema }).optional(),
  })
  .refine((b) => b.payment_reminders !== undefined || b.user !== undefined, { message: 'Nothing to save', path: ['base'] });
export type PreferencesRequest = z.infer<typeof PreferencesRequestSchema>;
