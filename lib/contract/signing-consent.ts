// The signing form's consent message, without zod (client components import it).
export const SIGN_CONSENT_MESSAGE = 'Please confirm that you have read the loan agreement and agree to sign it.';
