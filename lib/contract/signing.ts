// POST /api/applications/{id}/sign — the customer signs the loan agreement (spec 000 section 2, Signing).
// The answer is the application (version 2 shape) as it stands after signing.
import { z } from 'zod';
import { ApplicationResponseSchema } from './applications';
import { SIGN_CONSENT_MESSAGE } from './signing-consent';

export { SIGN_CONSENT_MESSAGE };


export const SignRequestSchema = z.object({
  /** The customer confirmed reading the agreement and signing it electronically. */
  agree: z.literal(true, { error: SIGN_CONSENT_MESSAGE }),
});
export type SignRequest = z.infer<typeof SignRequestSchema>;

export const SignResponseSchema = ApplicationResponseSchema;

/** The status a signed application moves on to, and the messages of a refused signature. */
export const SIGNED_STATUS = 'doc_signed';
export const ALREADY_SIGNED_MESSAGE = 'Your loan documents are already signed.';
export const NOT_READY_TO_SIGN_MESSAGE = 'This loan is not waiting for your signature.';
export const ONLY_CUSTOMER_SIGNS_MESSAGE = 'Only the customer can sign the loan documents.';
