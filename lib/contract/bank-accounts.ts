// GET /api/bank_accounts?user_id= — the customer's bank accounts. Account numbers cross the wire only
// as their last 4 digits (account_number is masked).
import { z } from 'zod';
import { IdParamSchema } from './common';

export const BankAccountAttributesSchema = z.object({
  name: z.string(),
  bank_name: z.string(),
  /** Masked: "••••6789". */
  account_number: z.string(),
  account_number_last4: z.string().regex(/^\d{1,4}$/),
  account_type: z.enum(['Checking', 'Savings']),
  routing_number: z.string(),
  type: z.enum(['MANUAL', 'PLAID']),
  /** This account carries the customer's active autopay. */
  active_recurring_payment: z.boolean(),
  'plaid_verified?': z.boolean(),
  'sufficient_plaid_balance?': z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});

export const BankAccountSchema = z.object({
  id: z.number().int(),
  type: z.literal('bank_accounts'),
  attributes: BankAccountAttributesSchema,
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

export const BankAccountListResponseSchema = z.object({ data: z.array(BankAccountSchema) });
export const BankAccountListQuerySchema = z.object({ user_id: IdParamSchema });

/** "••••6789" */
export const maskAccountNumber = (last4: string) => `••••${last4}`;

// ── POST /api/bank_accounts, DELETE /api/bank_accounts/{id}, POST /api/plaid/link_token ─────────────────

/** By hand: the sandbox checks the same rules again (lib/rules/bank-account.ts) and answers 422 per field. */
export const ManualBankAccountRequestSchema = z.object({
  type: z.literal('MANUAL'),
  user_id: IdParamSchema,
  routing_number: z.string().max(64),
  account_number: z.string().max(64),
  bank_name: z.string().max(200),
  account_type: z.string().max(20),
});

/** What the bank-link widget hands its success callback (the fields we use). */
export const PlaidMetadataSchema = z.object({
  institution: z.object({ institution_id: z.string().max(100), name: z.string().min(1).max(100) }),
  accounts: z
    .array(
      z.object({
        id: z.string().min(1).max(100),
        name: z.string().min(1).max(100),
        mask: z.string().regex(/^\d{2,4}$/),
        subtype: z.string().max(40),
      }),
    )
    .min(1)
    .max(10),
});
export type PlaidMetadata = z.infer<typeof PlaidMetadataSchema>;

export const PlaidBankAccountRequestSchema = z.object({
  type: z.literal('PLAID'),
  user_id: IdParamSchema,
  public_token: z.string().min(1).max(200),
  metadata: PlaidMetadataSchema,
});

export const CreateBankAccountRequestSchema = z.discriminatedUnion('type', [ManualBankAccountRequestSchema, PlaidBankAccountRequestSchema]);
export type CreateBankAccountRequest = z.infer<typeof CreateBankAccountRequestSchema>;

export const BankAccountResponseSchema = z.object({ data: BankAccountSchema });

export const LinkTokenRequestSchema = z.object({ user_id: IdParamSchema });
export const LinkTokenResponseSchema = z.object({ link_token: z.string().min(1), expiration: z.iso.datetime({ offset: true }) });
export type LinkTokenResponse = z.infer<typeof LinkTokenResponseSchema>;

export * from './bank-link-sandbox';
