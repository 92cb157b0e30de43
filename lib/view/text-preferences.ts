// The customer's texts (GET/PUT /api/users/{id}/text_preferences) as Account Preferences shows them: the
// number, each purpose on or off, a STOP and the latest consent, by the lender's day.
import type { TextPreferences } from '../contract/text-preferences';
import { formatDate } from '../common/dates';

export interface TextPreferencesView {
  /** The 10 digits texts go to; null without a mobile phone. */
  number: string | null;
  securityCodes: boolean;
  /** SMS two-step is on: security codes cannot be turned off here. */
  securityCodesRequired: boolean;
  paymentReminders: boolean;
  accountAlerts: boolean;
  /** MM/dd/yyyy of the STOP; null while texts are on. */
  stoppedOn: string | null;
  /** MM/dd/yyyy of the latest consent; null without one. */
  consentOn: string | null;
  /** Turning any text on needs the disclosure agreed to again (after a STOP, or with no consent on record). */
  needsConsent: boolean;
  /** The version of the disclosure the lender asks consent to. */
  disclosureVersion: string;
  /** Changes when the lender's record does: the section starts again from it. */
  key: string;
}

export function toTextPreferencesView(p: TextPreferences): TextPreferencesView {
  return {
    number: p.number,
    securityCodes: p.security_codes,
    securityCodesRequired: p.security_codes_required,
    paymentReminders: p.payment_reminders,
    accountAlerts: p.account_alerts,
    stoppedOn: p.stopped_at ? formatDate(p.stopped_at) : null,
    consentOn: p.consent ? formatDate(p.consent.given_at) : null,
    needsConsent: p.stopped_at !== null || p.consent === null,
    disclosureVersion: p.disclosure_version,
    key: `${p.consent?.given_at ?? ''}|${p.stopped_at ?? ''}|${p.number ?? ''}`,
  };
}
