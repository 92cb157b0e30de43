// The customer's consent to electronic delivery (GET /api/users/{id}/esign_consent) as the consent page,
// Account Preferences ("Paperless") and the staff view show it.
import type { EsignConsent, EsignState } from '../contract/esign';

export interface EsignEventView {
  action: 'consented' | 'declined' | 'withdrawn';
  version: string;
  at: string;
  address: string | null;
  email: string;
  language: 'en-US' | 'es-US';
  method: 'portal_code' | 'portal' | 'phone' | 'seed';
}

export interface EsignView {
  /** The disclosure the lender publishes now: the version a consent is given to. */
  version: string;
  state: EsignState;
  /** Documents are delivered electronically: consent on record for the current disclosure. */
  paperless: boolean;
  needsConsent: boolean;
  since: string | null;
  history: EsignEventView[];
}

export const toEsignView = (c: EsignConsent): EsignView => ({
  version: c.disclosure_version,
  state: c.state,
  paperless: c.state === 'consented' && !c.needs_consent,
  needsConsent: c.needs_consent,
  since: c.since,
  history: c.history.map((e) => ({ action: e.action, version: e.disclosure_version, at: e.at, address: e.address, email: e.email, language: e.language, method: e.method })),
});
