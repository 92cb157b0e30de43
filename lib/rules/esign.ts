// When the portal asks for consent to electronic delivery (E-SIGN) and where: once, right after sign-in,
// before the page the customer was going to, when the lender has none on record for its current disclosure.
// Only customers of this portal are asked (staff, dealers and PEACH's customers have other homes).
import { isPortalUser, isStaff, safeRedirectPath, type Identity } from './access';

export const CONSENT_PATH = '/ui/consent';

/** Whether this person is one the portal asks, given the lender says consent is needed. */
export const asksEsignConsent = (identity: Identity, needsConsent: boolean) =>
  needsConsent && isPortalUser(identity.roleGroups) && !isStaff(identity.roleGroups) && identity.servicingPlatform !== 'PEACH';

/** The consent page, then on to `next`. */
export const consentPath = (next: string) => `${CONSENT_PATH}?redirect_uri=${encodeURIComponent(next)}`;

/** Where the consent page goes on: its redirect_uri when safe, else the customer's landing. */
export const afterConsent = (redirectUri: string | null | undefined, landing: string) => {
  const safe = safeRedirectPath(redirectUri);
  return safe && !safe.startsWith(CONSENT_PATH) ? safe : landing;
};
