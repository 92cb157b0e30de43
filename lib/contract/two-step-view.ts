// What the portal's own two-step handlers answer the browser: the lender's answer, with the
// authenticator app's QR code drawn on the server (an SVG the page shows as an image).
import { z } from 'zod';
import { EnrolStartedSchema } from './two-step';

/** POST /platform/auth/two_step/methods (the portal's BFF): the enrolment started, and for an app its QR code. */
export const EnrolViewSchema = EnrolStartedSchema.extend({
  /** A data: URL of the QR code's SVG (the otpauth:// URI), totp only. */
  qr_code: z.string().startsWith('data:image/svg+xml;base64,').max(200_000).optional(),
});
export type EnrolView = z.infer<typeof EnrolViewSchema>;
