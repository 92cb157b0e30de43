// GET /api/bank_accounts?user_id= — the customer's bank accounts. Account numbers cross the wire only
// as their last 4 digits (account_number is masked).
import { z } from 'zod';
import { IdParamSchema, SafeTextSchema } from './common';
import { ext, extIn, resourceType, spec } from './wire';

export const BankAccountAttributesSchema = z.object({
  name: spec(z.string(), '000 §3'),
  bank_name: spec(z.string(), '000 §3'),
  /** Masked: "••••6789". */
  account_number: spec(z.string(), '000 §3'),
  account_number_last4: ext(z.string().regex(/^\d{1,4}$/), {
    why: 'The last 4 digits alone, for screen readers and the payment review.',
    without: 'The last 4 digits of account_number.',
  }),
  account_type: spec(z.enum(['Checking', 'Savings']), '000 §3'),
  routing_number: spec(z.string(), '000 §3'),
  type: spec(z.enum(['MANUAL', 'PLAID']), '000 §3'),
  /** This account carries the customer's active autopay. */
  active_recurring_payment: spec(z.boolean(), '000 §3'),
  'plaid_verified?': spec(z.boolean(), '000 §3'),
  'sufficient_plaid_balance?': spec(z.boolean(), '000 §3'),
  created_at: ext(z.iso.datetime({ offset: true }), { why: "Lists bank accounts oldest first.", without: "The order the lender lists them in." }),
});

export const BankAccountSchema = z.object({
  id: spec(z.number().int(), '000 §3'),
  type: resourceType('bank_accounts'),
  attributes: spec(BankAccountAttributesSchema, '000 §3'),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

export const BankAccountListResponseSchema = z.object({ data: spec(z.array(BankAccountSchema), '000 §7') });
export const BankAccountListQuerySchema = z.object({ user_id: spec(IdParamSchema, '000 §7') });

/** "••••6789" */
export const maskAccountNumber = (last4: string) => `••••${last4}`;

// ── POST /api/bank_accounts, DELETE /api/bank_accounts/{id}, POST /api/plaid/link_token ─────────────────

/** By hand: the sandbox checks the same rules again (lib/rules/bank-account.ts) and answers 422 per field. */
export const ManualBankAccountRequestSchema = z.object({
  type: spec(z.literal('MANUAL'), '000 §7'),
  user_id: extIn(IdParamSchema, "The customer the account is for (the lender checks it is the signed-in one)."),
  routing_number: spec(SafeTextSchema.max(64), '000 §7'),
  account_number: spec(SafeTextSchema.max(64), '000 §7'),
  bank_name: spec(SafeTextSchema.max(200), '000 §7'),
  account_type: spec(SafeTextSchema.max(20), '000 §7'),
});

/** What the bank-link widget hands its success callback (the fields we use): spec 000 §7's metadata, in Plaid Link's own shape. */
const plaid = <T extends z.ZodType>(schema: T) => spec(schema, '000 §7');
export const PlaidMetadataSchema = z.object({
  institution: plaid(z.object({ institution_id: plaid(SafeTextSchema.max(100)), name: plaid(SafeTextSchema.min(1).max(100)) })),
  accounts: plaid(
    z
      .array(
        z.object({
          id: plaid(SafeTextSchema.min(1).max(100)),
          name: plaid(SafeTextSchema.min(1).max(100)),
          mask: plaid(z.string().regex(/^\d{2,4}$/)),
          subtype: plaid(SafeTextSchema.max(40)),
        }),
      )
      .min(1)
      .max(10),
  ),
});
export type PlaidMetadata = z.infer<typeof PlaidMetadataSchema>;

export const PlaidBankAccountRequestSchema = z.object({
  type: spec(z.literal('PLAID'), '000 §7'),
  user_id: extIn(IdParamSchema, "The customer the account is for (the lender checks it is the signed-in one)."),
  public_token: spec(SafeTextSchema.min(1).max(200), '000 §7'),
  metadata: spec(PlaidMetadataSchema, '000 §7'),
});

export const CreateBankAccountRequestSchema = z.discriminatedUnion('type', [ManualBankAccountRequestSchema, PlaidBankAccountRequestSchema]);
export type CreateBankAccountRequest = z.infer<typeof CreateBankAccountRequestSchema>;

export const BankAccountResponseSchema = z.object({ data: spec(BankAccountSchema, '000 §3') });

export const LinkTokenRequestSchema = z.object({ user_id: spec(IdParamSchema, '000 §7') });
export const LinkTokenResponseSchema = z.object({
  link_token: spec(z.string().min(1), '000 §7'),
  expiration: ext(z.iso.datetime({ offset: true }), { why: 'When the link token expires.', without: 'A new token is asked for each time the bank link opens.' }),
});
export type LinkTokenResponse = z.infer<typeof LinkTokenResponseSchema>;

export * from './bank-link-sandbox';

// ── Plaid's own tokens: what Plaid Link opens with and hands back (the sandbox stands in for the exchange) ──

/** Plaid's environments, as its tokens name them: link-{env}-{uuid}, public-{env}-{uuid}. */
export const PLAID_ENVIRONMENTS = ['sandbox', 'development', 'production'] as const;
export type PlaidEnvironment = (typeof PLAID_ENVIRONMENTS)[number];
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The public token Plaid Link's onSuccess hands over, which the lender exchanges with Plaid. */
export const PlaidPublicTokenSchema = z
  .string()
  .regex(new RegExp(`^public-(${PLAID_ENVIRONMENTS.join('|')})-${UUID}$`), 'Not a public token of Plaid Link.');

/**
 * A PLAID bank account whose public token is Plaid's (not the stand-in dialog's), checked on top of
 * PlaidBankAccountRequestSchema: the lender can debit only a checking or savings account.
 */
export const PlaidLinkAccountRequestSchema = z.object({
  public_token: PlaidPublicTokenSchema,
  metadata: z.object({
    accounts: z.array(z.object({ subtype: z.enum(['checking', 'savings'], 'Choose a checking or savings account.') })).min(1),
  }),
});
