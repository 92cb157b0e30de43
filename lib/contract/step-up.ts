// Step-up: a sensitive change (the sign-in e-mail, adding a passkey, turning on two-step verification, new
// recovery codes) needs the password or a passkey confirmed in the same session within the last few minutes.
// None of it is in the specification: the portal's extension under /platform/auth/step_up. A lender without
// it never refuses with STEP_UP_REQUIRED, and the portal then never asks (the changes work as before).
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MESSAGES } from './limits';
import { SafeTextSchema } from './common';
import { AuthenticationCredentialSchema } from './passkeys';

export { STEP_UP_MESSAGES, STEP_UP_REQUIRED, STEP_UP_WINDOW_MINUTES, STEP_UP_WINDOW_MS } from './step-up-words';

/** POST /platform/auth/step_up — the current password, or a passkey's answer to the step-up options' challenge. */
export const StepUpRequestSchema = z.union([
  z.object({ password: SafeTextSchema.min(1, PASSWORD_MESSAGES.currentEmpty).max(PASSWORD_MAX * 2) }),
  z.object({ credential: AuthenticationCredentialSchema }),
]);
export type StepUpRequest = z.infer<typeof StepUpRequestSchema>;

/** Until when this session's sensitive changes need no new confirmation. */
export const StepUpResponseSchema = z.object({ verified_until: z.iso.datetime({ offset: true }) });
export type StepUpResponse = z.infer<typeof StepUpResponseSchema>;
