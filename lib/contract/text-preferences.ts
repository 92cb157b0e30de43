// Consent for texts (TCPA, 47 CFR 64.1200; CTIA's messaging principles), all of it the portal's extension:
// the spec adds a mobile phone and verifies it with a PIN, and names no consent and no per-purpose choice.
// The consent rides on the spec's mobile phone calls (`text_consent`, a request field a lender that does
// not know it ignores); the per-purpose preferences are GET/PUT /api/users/{id}/text_preferences. A lender
// without them answers no `data`: the disclosure and the Texts section are left out and the phone works as
// the spec says.
import { z } from 'zod';
import { PreferredLocaleSchema } from './common';
import { ext, extIn } from './wire';

/** The version of the texts disclosure the portal shows; the lender records it and refuses any other. */
export const TEXT_DISCLOSURE_VERSION = 'texts-2026-11';

/** The purposes the lender texts for (the disclosure names each). */
export const TEXT_PURPOSES = ['security_codes', 'payment_reminders', 'account_alerts'] as const;
export type TextPurpose = (typeof TEXT_PURPOSES)[number];

/** How a consent was given: with a new or changed number, or turning texts on again in Account Preferences. */
export const TEXT_CONSENT_METHODS = ['phone_form', 'preferences_form'] as const;

/** The consent the customer gave by adding or changing the number with the disclosure in view. */
export const TextConsentInSchema = z.object({
  /** The version shown (the lender's disclosure_version); the lender refuses one it no longer shows. */
  version: z.string().regex(/^[a-z0-9-]{1,64}$/),
  language: PreferredLocaleSchema,
});
export type TextConsentIn = z.infer<typeof TextConsentInSchema>;

/** The extension field of the mobile phone calls' bodies (POST and PUT /api/mobile_phones). */
export const textConsentField = () =>
  extIn(
    TextConsentInSchema.optional(),
    'The customer saw the texts disclosure (what is sent, how often, rates, STOP and HELP) with the number: the lender records the consent with the number, the version, the time, the language and the address.',
  );

export const TextConsentSchema = z.object({
  version: z.string().max(64),
  number: z.string().max(20),
  language: PreferredLocaleSchema,
  method: z.string().max(40),
  given_at: z.iso.datetime({ offset: true }),
});

export const TextPreferencesSchema = z.object({
  /** The number texts go to (the customer's latest mobile phone), null without one. */
  number: z.string().max(20).nullable(),
  /** The latest consent on record, null without one. */
  consent: TextConsentSchema.nullable(),
  /** When the number texted STOP (or a like word); null while texts are on. Turning on again needs a new consent. */
  stopped_at: z.iso.datetime({ offset: true }).nullable(),
  security_codes: z.boolean(),
  /** SMS two-step verification is on: its codes keep coming while it is (turned off with two-step). */
  security_codes_required: z.boolean(),
  payment_reminders: z.boolean(),
  account_alerts: z.boolean(),
  /** The disclosure version the lender asks consent to now. */
  disclosure_version: z.string().max(64),
});
export type TextPreferences = z.infer<typeof TextPreferencesSchema>;

/** GET and PUT /api/users/{id}/text_preferences */
export const TextPreferencesResponseSchema = z.object({
  data: ext(TextPreferencesSchema, {
    why: 'Account Preferences shows and changes texts per purpose, and says when a STOP turned them off.',
    without: 'No Texts section and no disclosure with the phone: the phone is added and verified as the spec says.',
  }),
});
export type TextPreferencesResponse = z.infer<typeof TextPreferencesResponseSchema>;

/** PUT /api/users/{id}/text_preferences: only the customer; after a STOP or without a consent, `consent` is required to turn any on. */
export const TextPreferencesRequestSchema = z.object({
  security_codes: z.boolean(),
  payment_reminders: z.boolean(),
  account_alerts: z.boolean(),
  consent: TextConsentInSchema.optional(),
});
export type TextPreferencesRequest = z.infer<typeof TextPreferencesRequestSchema>;

/** The lender's words for its refusals (the portal says them by code, lib/contract/refusals.ts). */
export const TEXT_MESSAGES = {
  consentRequired: 'Agree to the texts disclosure to turn texts on again',
  disclosureChanged: 'The texts disclosure has changed. Please read it again.',
  textsOff: 'Texts are off for this number because it replied STOP. Turn texts on again in Account Preferences.',
  securityCodesRequired: 'Security codes stay on while two-step verification by text is on',
} as const;
