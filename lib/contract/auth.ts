// Platform sign-in (the identity service in front of the lender API).
import { z } from 'zod';
import { SafeTextSchema } from './common';
import { spec } from './wire';

export const SignInRequestSchema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail').max(254).email('Enter a valid e-mail address'),
  password: SafeTextSchema.min(1, 'Enter your password').max(200),
  /** Extension (issue 22): the remembered-device token of this browser; a live one skips the second step. */
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
