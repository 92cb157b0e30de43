// Account preferences (spec 000 section 7): the live e-mail check, mobile phones with PIN
// verification, and POST /api/users/preferences.
import { z } from 'zod';
import { EMAIL_MAX } from './limits';
import { IdParamSchema, IdSchema, PreferredLocaleSchema, SafeTextSchema } from './common';
import { ext, spec } from './wire';
import { textConsentField } from './text-preferences';

// ── E-mail ───────────────────────────────────────────────────────────────────────────────────────
export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address')
  .max(EMAIL_MAX, `Use at most ${EMAIL_MAX} characters`)
  .email('Invalid Email Address');

/** POST /api/valid/email */
export const ValidEmailRequestSchema = z.object({ address: spec(SafeTextSchema.max(254), '000 §7') });
export const ValidEmailResponseSchema = z.object({ is_valid: spec(z.boolean(), '000 §7'), did_you_mean: spec(z.string().nullable(), '000 §7') });
export type ValidEmailResponse = z.infer<typeof ValidEmailResponseSchema>;

// ── Mobile phones ────────────────────────────────────────────────────────────────────────────────
export const PhoneNumberSchema = z.string().regex(/^\d{10}$/, 'Enter the 10 digits of your mobile number');
export const PinSchema = z.string().regex(/^\d{1,6}$/, 'Enter the PIN we sent you (up to 6 digits)');

export const MobilePhoneSchema = z.object({
  id: spec(z.number().int(), '000 §3'),
  number: spec(z.string(), '000 §3'),
  formatted_number: spec(z.string(), '000 §3'),
  verified: spec(z.boolean(), '000 §3'),
  owner_id: spec(z.number().int(), '000 §3'),
  owner_type: spec(z.literal('User'), '000 §3'),
});
export type MobilePhone = z.infer<typeof MobilePhoneSchema>;
export const MobilePhoneResponseSchema = z.object({ data: spec(MobilePhoneSchema, '000 §3') });

/** GET /api/mobile_phones/exists — query strings, so booleans arrive as text. */
export const MobilePhoneExistsQuerySchema = z.object({
  send_pin: spec(z.enum(['true', 'false']).default('false'), '000 §7'),
  number: spec(PhoneNumberSchema, '000 §7'),
  owner_id: spec(IdParamSchema, '000 §7'),
  owner_type: spec(z.literal('User'), '000 §7'),
});
/** The answer's shape is not shown by the spec (000 §7 names the query only). */
export const MobilePhoneExistsResponseSchema = z.object({
  exists: ext(z.boolean(), {
    why: 'Says the number is already on record, before a PIN is sent.',
    without: 'The number is taken as new: POST /api/mobile_phones adds it, and the lender refuses one that is taken.',
  }),
  mobile_phone: ext(MobilePhoneSchema.nullable(), {
    why: 'The record of a number already on file, to verify it.',
    without: 'The number is added with POST /api/mobile_phones.',
  }),
});

/** POST /api/mobile_phones */
export const CreateMobilePhoneRequestSchema = z.object({
  send_pin: spec(z.boolean(), '000 §7'),
  mobile_phone: spec(
    z.object({ number: spec(PhoneNumberSchema, '000 §7'), owner_id: spec(IdSchema, '000 §7'), owner_type: spec(z.literal('User'), '000 §7') }),
    '000 §7',
  ),
  text_consent: textConsentField(),
});

/** PUT /api/mobile_phones/{id} */
export const UpdateMobilePhoneRequestSchema = z.object({
  send_pin: spec(z.boolean(), '000 §7'),
  mobile_phone: spec(z.object({ number: spec(PhoneNumberSchema, '000 §7') }), '000 §7'),
  text_consent: textConsentField(),
});

/** PUT /api/mobile_phones/{id}/verify */
export const VerifyMobilePhoneRequestSchema = z.object({ pin: spec(PinSchema, '000 §7') });

// ── Preferences ──────────────────────────────────────────────────────────────────────────────────
/** POST /api/users/preferences — each section saves on its own, so both parts are optional. */
export const PreferencesRequestSchema = z
  .object({
    id: spec(IdSchema, '000 §7'),
    payment_reminders: spec(z.boolean().optional(), '000 §7'),
    user: spec(z.object({ email: spec(EmailSchema, '000 §7') }).optional(), '000 §7'),
    preferred_locale: ext(PreferredLocaleSchema.optional(), {
      why: "The customer's language, chosen with the header's language link, kept for their next sign-in anywhere.",
      without: "The language is remembered in the browser's cookie only; elsewhere it is chosen from Accept-Language.",
    }),
  })
  .refine((b) => b.payment_reminders !== undefined || b.user !== undefined || b.preferred_locale !== undefined, {
    message: 'Nothing to save',
    path: ['base'],
  });
export type PreferencesRequest = z.infer<typeof PreferencesRequestSchema>;
