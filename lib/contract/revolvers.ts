// The card account (revolver) calls of spec 000 section 7. Every {id} in these paths is the id of the
// revolver APPLICATION (the id the portal routes by, /ui/customers/{c}/applications/{id}), not of the
// revolver record: the portal never needs to learn a second id.
import { z } from 'zod';
import { IsoDateSchema, MoneySchema } from './common';
import { INCOME_RANGE_VALUES } from './limits';
import { ext, resourceType, spec } from './wire';

/** The current credit-line-increase offer: an amount above 0, not accepted, not expired. */
export const CreditLineIncreaseSchema = z.object({
  offer: spec(MoneySchema, '000 §3'),
  expiration: spec(IsoDateSchema, '000 §3'),
});
export type CreditLineIncrease = z.infer<typeof CreditLineIncreaseSchema>;

export const RevolverAttributesSchema = z.object({
  application_id: ext(z.number().int(), { why: "The card account names its application.", without: "The application id the page was opened with." }),
  credit_limit: ext(MoneySchema, { why: "The credit limit beside the available credit.", without: "Only the available credit is shown." }),
  available_credit: spec(MoneySchema, '000 §3'),
  current_credit_line_increase: spec(CreditLineIncreaseSchema.nullable(), '000 §3'),
  'line_increase_eligible?': spec(z.boolean(), '000 §3'),
  'lost_or_stolen?': spec(z.boolean(), '000 §3'),
  /** Set by the card servicer (TCI) when the account is blocked; null when clear. */
  tci_status: ext(z.string().nullable(), { why: "The card servicer's status words.", without: "tci_status? alone decides (spec 000 \u00a78)." }),
  'tci_status?': spec(z.boolean(), '000 §3'),
  /** The card servicer's account number (the portal shows its last 4 only). */
  tci_account_number: spec(z.string(), '000 §3'),
});
export type Revolver = z.infer<typeof RevolverAttributesSchema>;

export const RevolverResponseSchema = z.object({
  data: spec(
    z.object({
      id: ext(z.number().int(), { why: "The revolver record's own id.", without: 'Not read: every card call is addressed by the application id.' }),
      type: resourceType('revolvers'),
      attributes: spec(RevolverAttributesSchema, '000 §3'),
    }),
    '000 §7',
  ),
});

/** GET /api/revolvers/{id}/calculate_credit_increase?income_range= */
export const INCOME_RANGE_MESSAGE = 'Select your monthly income range.';
export const CalculateCreditIncreaseQuerySchema = z.object({
  income_range: spec(z.enum(INCOME_RANGE_VALUES, { error: INCOME_RANGE_MESSAGE }), '000 §4'),
});
export type CalculateCreditIncreaseQuery = z.infer<typeof CalculateCreditIncreaseQuerySchema>;

/** The offer: 0 is a decline (the lender e-mails the reasons); above 0, it may be accepted until expiration. */
export const CreditIncreaseOfferSchema = z.object({
  offer: spec(MoneySchema, '000 §7'),
  expiration: ext(IsoDateSchema.nullable(), { why: "Until when the offer can be accepted.", without: "The offer is shown without an expiry; the card page reload shows the current offer with its expiration." }),
  adverse_action_notice_file_id: ext(z.number().int().positive().nullable(), {
    why: "A declined increase's adverse action notice (Reg B 1002.9, FCRA 615), opened through /files/{id}/url_proxy beside the decline.",
    without: 'The decline says the notice was e-mailed, without a link.',
  }),
});
export type CreditIncreaseOffer = z.infer<typeof CreditIncreaseOfferSchema>;

/** POST /api/revolvers/{id}/export_credit_increase: accepts the current offer; answers the new limit. */
export const ExportCreditIncreaseResponseSchema = z.object({
  credit_limit: spec(MoneySchema, '000 §7'),
  available_credit: ext(MoneySchema, { why: "The available credit after the increase.", without: "The page reloads and shows the card account again (spec 000 \u00a74)." }),
});
export type ExportCreditIncreaseResponse = z.infer<typeof ExportCreditIncreaseResponseSchema>;

/** The card servicers whose portal the customer can open with single sign-on. */
export const SERVICERS = ['tci'] as const;
export type Servicer = (typeof SERVICERS)[number];

/** POST /api/revolvers/{id}/{servicer}_sso_data: posted as a form (encrypted_data, iv) to url. */
export const SsoDataSchema = z.object({
  url: spec(z.url({ protocol: /^https?$/ }), '000 §7'),
  /** base64 of the AES-256-GCM ciphertext followed by its 16-byte tag. */
  encrypted_data: spec(z.string().min(1), '000 §7'),
  /** base64 of the 12-byte nonce. */
  iv: spec(z.string().min(1), '000 §7'),
});
export type SsoData = z.infer<typeof SsoDataSchema>;
