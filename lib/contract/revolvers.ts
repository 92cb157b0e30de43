// The card account (revolver) calls of spec 000 section 7. Every {id} in these paths is the id of the
// revolver APPLICATION (the id the portal routes by, /ui/customers/{c}/applications/{id}), not of the
// revolver record: the portal never needs to learn a second id.
import { z } from 'zod';
import { IsoDateSchema, MoneySchema } from './common';
import { INCOME_RANGE_VALUES } from '../rules/credit-increase';

/** The current credit-line-increase offer: an amount above 0, not accepted, not expired. */
export const CreditLineIncreaseSchema = z.object({
  offer: MoneySchema,
  expiration: IsoDateSchema,
});
export type CreditLineIncrease = z.infer<typeof CreditLineIncreaseSchema>;

export const RevolverAttributesSchema = z.object({
  application_id: z.number().int(),
  credit_limit: MoneySchema,
  available_credit: MoneySchema,
  current_credit_line_increase: CreditLineIncreaseSchema.nullable(),
  'line_increase_eligible?': z.boolean(),
  'lost_or_stolen?': z.boolean(),
  /** Set by the card servicer (TCI) when the account is blocked; null when clear. */
  tci_status: z.string().nullable(),
  'tci_status?': z.boolean(),
  /** The card servicer's account number (the portal shows its last 4 only). */
  tci_account_number: z.string(),
});
export type Revolver = z.infer<typeof RevolverAttributesSchema>;

export const RevolverResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    type: z.literal('revolvers'),
    attributes: RevolverAttributesSchema,
  }),
});

/** GET /api/revolvers/{id}/calculate_credit_increase?income_range= */
export const CalculateCreditIncreaseQuerySchema = z.object({
  income_range: z.enum(INCOME_RANGE_VALUES, { error: 'Select your monthly income range.' }),
});
export type CalculateCreditIncreaseQuery = z.infer<typeof CalculateCreditIncreaseQuerySchema>;

/** The offer: 0 is a decline (the lender e-mails the reasons); above 0, it may be accepted until expiration. */
export const CreditIncreaseOfferSchema = z.object({
  offer: MoneySchema,
  expiration: IsoDateSchema.nullable(),
});
export type CreditIncreaseOffer = z.infer<typeof CreditIncreaseOfferSchema>;

/** POST /api/revolvers/{id}/export_credit_increase: accepts the current offer; answers the new limit. */
export const ExportCreditIncreaseResponseSchema = z.object({
  credit_limit: MoneySchema,
  available_credit: MoneySchema,
});
export type ExportCreditIncreaseResponse = z.infer<typeof ExportCreditIncreaseResponseSchema>;

/** The card servicers whose portal the customer can open with single sign-on. */
export const SERVICERS = ['tci'] as const;
export type Servicer = (typeof SERVICERS)[number];

/** POST /api/revolvers/{id}/{servicer}_sso_data: posted as a form (encrypted_data, iv) to url. */
export const SsoDataSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  /** base64 of the AES-256-GCM ciphertext followed by its 16-byte tag. */
  encrypted_data: z.string().min(1),
  /** base64 of the 12-byte nonce. */
  iv: z.string().min(1),
});
export type SsoData = z.infer<typeof SsoDataSchema>;
