// Account access beyond sign-in: changing and resetting a password, the security activity.
// None of it is in the specification: every call is the portal's extension under /platform/auth/…,
// marked so in calls.ts; the lender checks every rule again (lender/routes/account-access.ts).
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MESSAGES } from './limits';
import { IdParamSchema, SafeTextSchema } from './common';
import { NewPasswordSchema } from './auth';

/** An opaque token from an e-mailed link. */
export const LinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid.');

/** PUT /platform/auth/password — the signed-in person changes their own password. */
export const ChangePasswordRequestSchema = z.object({
  current_password: SafeTextSchema.min(1, PASSWORD_MESSAGES.currentEmpty).max(PASSWORD_MAX * 2),
  new_password: NewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** POST /platform/auth/password_resets — "Forgot your password?": the same answer whether or not the e-mail has an account. */
export const PasswordResetRequestSchema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail').max(254).email('Enter a valid e-mail address'),
});
export const PasswordResetRequestedSchema = z.object({ ok: z.literal(true) });

/** POST /platform/auth/password_resets/check — is the link still good, and how long must the password be? */
export const PasswordResetCheckRequestSchema = z.object({ token: LinkTokenSchema });
export const PasswordResetCheckSchema = z.object({
  /** The account's e-mail, for password managers to file the new password under. */
  email: z.string(),
  /** The account has a second step or a passkey: 8 characters suffice instead of 15. */
  second_factor: z.boolean(),
  /** To score the password against (the e-mail, the names): a password made of them is easy to guess. */
  known_words: z.array(z.string()).max(10),
});
export type PasswordResetCheck = z.infer<typeof PasswordResetCheckSchema>;

/** PUT /platform/auth/password_resets — sets the new password with the link's token (used up by it). */
export const PasswordResetCompleteSchema = z.object({ token: LinkTokenSchema, new_password: NewPasswordSchema });

/** Why a link could not be used: gone (expired, used, or never issued: one answer for all). */
export const LINK_GONE_MESSAGE = 'This link has expired or was already used.';

/** GET /platform/auth/security_events?user_id= — the account's recent security activity, newest first. */
export const SecurityEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** What happened, in words for the customer. */
  description: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  address: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export const SecurityEventsQuerySchema = z.object({ user_id: IdParamSchema });
export const SecurityEventsResponseSchema = z.object({ data: z.array(SecurityEventSchema) });
export type SecurityEvent = z.infer<typeof SecurityEventSchema>;

// ── First sign-in (activation): the welcome e-mail's link, 72 hours, single-use ──
export const ACTIVATION_MESSAGES = {
  identity: 'The date of birth or the last 4 digits of the SSN do not match our records.',
  tooManyTries: 'Too many wrong answers: this link no longer works. Ask for a new one below.',
  dateOfBirth: 'Enter your date of birth',
  ssnLast4: 'Enter the last 4 digits of your Social Security number',
} as const;

/** POST /platform/auth/activations/check — may this welcome link still be used? */
export const ActivationCheckSchema = z.object({
  first_name: z.string(),
  email: z.string(),
  second_factor: z.boolean(),
  known_words: z.array(z.string()).max(10),
});
export type ActivationCheck = z.infer<typeof ActivationCheckSchema>;

/** PUT /platform/auth/activations — who they are (date of birth, SSN last 4), then the password; the token is used up. */
export const ActivationCompleteSchema = z.object({
  token: LinkTokenSchema,
  date_of_birth: z.iso.date(ACTIVATION_MESSAGES.dateOfBirth),
  ssn_last4: z.string().regex(/^\d{4}$/, ACTIVATION_MESSAGES.ssnLast4),
  new_password: NewPasswordSchema,
});
export type ActivationComplete = z.infer<typeof ActivationCompleteSchema>;

/** POST /platform/auth/activations — "Send me a new link": the same answer whether or not the e-mail has an account waiting. */
export const ActivationResendSchema = PasswordResetRequestSchema;
