// A new sign-in e-mail takes effect only once its own inbox confirms it: POST /api/users/preferences with a
// new address starts the change (a single-use link to the new address, 24 hours; a notice with a link to
// stop it to the old one), and these calls, the portal's extensions under /platform/auth/email_changes,
// check, confirm and stop it. A lender without them changes the e-mail at once, as the spec's call does.
import { z } from 'zod';
import { LinkTokenSchema } from './account-access';

export const EMAIL_CHANGE_TTL_HOURS = 24;

/** The body of every call: the token of the e-mailed link. */
export const EmailChangeTokenRequestSchema = z.object({ token: LinkTokenSchema });

/** POST /platform/auth/email_changes/check — the change the confirmation link is for. */
export const EmailChangeCheckSchema = z.object({ new_email: z.string() });
export type EmailChangeCheck = z.infer<typeof EmailChangeCheckSchema>;

/** PUT /platform/auth/email_changes — confirmed from the new inbox: the sign-in e-mail is now this. */
export const EmailChangeConfirmedSchema = z.object({ ok: z.literal(true), email: z.string() });
export type EmailChangeConfirmed = z.infer<typeof EmailChangeConfirmedSchema>;

/** Who may change a sign-in e-mail: only its holder (staff are refused, see docs/security.md). */
export const EMAIL_CHANGE_MESSAGES = {
  staff: 'Only the customer can change their sign-in e-mail.',
  taken: 'Email has already been taken',
} as const;
