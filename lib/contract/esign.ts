// Consent to electronic delivery (E-SIGN, 15 U.S.C. 7001(c)), all of it the portal's extension (the spec
// names none of it): the customer's state and its history, the disclosure as a PDF carrying a short code
// (typed back, it shows the customer can open the documents: 7001(c)(1)(C)(ii)), giving or declining consent,
// and withdrawing it (a sensitive change: step-up). The lender records the version, the time, the address,
// the e-mail, the language and how it was given. A lender without these sends no `data` (or 404): the portal
// asks nothing after sign-in and leaves "Paperless" out of Account Preferences.
import { z } from 'zod';
import { PreferredLocaleSchema } from './common';
import { ext, extIn } from './wire';

export const ESIGN_ACTIONS = ['consented', 'declined', 'withdrawn'] as const;
export const ESIGN_METHODS = ['portal_code', 'portal', 'phone', 'seed'] as const;
/** none: nothing on record. */
export const ESIGN_STATES = ['none', ...ESIGN_ACTIONS] as const;
export type EsignState = (typeof ESIGN_STATES)[number];

/** The demonstration code the disclosure's PDF carries: six letters and digits, without look-alikes. */
export const ESIGN_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{6}$/;

/** The lender's refusals, word for word (LENDER_REFUSALS gives each its code). */
export const ESIGN_MESSAGES = {
  codeRequired: 'Enter the code printed in the disclosure.',
  codeWrong: 'That code does not match the one in the disclosure. Open the disclosure and type the code it shows.',
  staleVersion: 'The disclosure has changed. Please read the new version.',
} as const;

export const EsignEventSchema = z.object({
  action: z.enum(ESIGN_ACTIONS),
  disclosure_version: z.string().min(1).max(40),
  at: z.iso.datetime({ offset: true }),
  /** The visitor's address as the lender recorded it; null when unknown (the seed's). */
  address: z.string().max(64).nullable(),
  email: z.string().max(254),
  language: PreferredLocaleSchema,
  method: z.enum(ESIGN_METHODS),
});
export type EsignEvent = z.infer<typeof EsignEventSchema>;

export const EsignConsentSchema = z.object({
  /** The disclosure the lender publishes now. */
  disclosure_version: z.string().min(1).max(40),
  state: z.enum(ESIGN_STATES),
  /** Nothing on record, or the consent on record is of an older version: ask before anything else. */
  needs_consent: z.boolean(),
  /** When the current state began. */
  since: z.iso.datetime({ offset: true }).nullable(),
  /** Every act, newest first. */
  history: z.array(EsignEventSchema).max(200),
});
export type EsignConsent = z.infer<typeof EsignConsentSchema>;

/** GET, POST and DELETE /api/users/{id}/esign_consent */
export const EsignConsentResponseSchema = z.object({
  data: ext(EsignConsentSchema, {
    why: 'Consent to electronic delivery (E-SIGN): asked after sign-in when none is on record, shown and withdrawn in Account Preferences, read by staff.',
    without: 'Nothing is asked after sign-in and "Paperless" is left out of Account Preferences.',
  }),
});

/** POST /api/users/{id}/esign_consent: consent (with the disclosure's code) or decline, for the version read. */
export const EsignDecisionSchema = z.object({
  decision: extIn(z.enum(['consent', 'decline']), 'Consent to electronic delivery, or paper by mail.'),
  disclosure_version: extIn(z.string().min(1).max(40), 'The version of the disclosure the customer read.'),
  /** Only with consent: the code the disclosure's PDF shows (checked by the lender). */
  code: extIn(z.string().trim().toUpperCase().max(12).optional(), "The code typed back from the disclosure's PDF."),
  language: extIn(PreferredLocaleSchema, 'The language the disclosure was read in.'),
});
export type EsignDecision = z.infer<typeof EsignDecisionSchema>;
