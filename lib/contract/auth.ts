// Platform sign-in (the identity service in front of the lender API).
import { z } from 'zod';
import { isSafeLine } from './common';
import { PASSWORD_MAX, PASSWORD_MESSAGES } from './limits';
import { spec } from './wire';

/**
 * A password as sign-in takes it: one line of text (no control character, no lone surrogate), bounded in
 * UTF-16 units (the lender's PASSWORD_MAX counts characters, and one may take two units). A new password
 * (activation, reset, change) is this same text, so no password is ever set that sign-in would refuse.
 */
const PasswordTextSchema = z.string().max(PASSWORD_MAX * 2, PASSWORD_MESSAGES.tooLong).refine(isSafeLine, PASSWORD_MESSAGES.characters);

/** Every new password: the characters sign-in accepts; its other rules (length, breached list, strength) are the lender's. */
export const NewPasswordSchema = PasswordTextSchema.min(1, PASSWORD_MESSAGES.empty);

export const SignInRequestSchema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail').max(254).email('Enter a valid e-mail address'),
  password: PasswordTextSchema.min(1, 'Enter your password'),
  /** Extension: the remembered-device token of this browser; a live one skips the second step. */
  device_token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/).optional(),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const SignInResponseSchema = z.object({
  token: z.string().min(20),
  expires_at: z.iso.datetime({ offset: true }),
});
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

/** GET /platform/auth/users/me */
export const PlatformMeSchema = z.object({
  roleGroups: spec(z.array(z.string()), '001 §7'),
  userId: spec(z.number().int(), '001 §7'),
  firstName: spec(z.string(), '001 §7'),
  lastName: spec(z.string(), '001 §7'),
  email: spec(z.string(), '001 §7'),
});
export type PlatformMe = z.infer<typeof PlatformMeSchema>;

/** PUT /ui/auth/session (the portal's own): "Stay signed in" — the session was extended, upstream and in the cookie. */
export const SessionExtendedSchema = z.object({ ok: z.literal(true) });
