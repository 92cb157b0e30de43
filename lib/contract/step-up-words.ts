// Step-up's fixed words (./step-up.ts has the wire): the refusal's code, the window and the messages both
// parties say, without zod, so a component may import them.

/** The error body's code of a refusal for want of a recent confirmation (403). */
export const STEP_UP_REQUIRED = 'step_up_required';
/** How long a confirmation counts. */
export const STEP_UP_WINDOW_MINUTES = 5;
export const STEP_UP_WINDOW_MS = STEP_UP_WINDOW_MINUTES * 60 * 1000;

export const STEP_UP_MESSAGES = {
  required: 'For your security, confirm your password to make this change.',
  passkeyNotAccepted: 'That passkey could not confirm it is you. Try again or use your password.',
} as const;
