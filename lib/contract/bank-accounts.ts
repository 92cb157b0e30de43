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
