// Pending card purchases (spec 000 sections 3, 4 and 7): GET /api/purchases/{guid}, PUT /api/purchases/{id}.
import { z } from 'zod';
import { MoneySchema } from './common';

/** The guid of a purchase: the e-mailed deep link's only secret, so only well-formed ones are looked up. */
export const PurchaseGuidSchema = z.uuid();

export const PurchaseSchema = z.object({
  id: z.number().int(),
  guid: PurchaseGuidSchema,
  actual_amount: MoneySchema,
  dealership: z.object({ name: z.string() }),
  /** Months. */
  term: z.number().int(),
  minimum_monthly_payment: MoneySchema,
  deferred_interest_months: z.number().int(),
  /** APR percent, e.g. "29.99". */
  rate: z.string(),
  approved_at: z.iso.datetime({ offset: true }).nullable(),
  rejected_at: z.iso.datetime({ offset: true }).nullable(),
  /** The card account (revolver application) the purchase is on. */
  application_id: z.number().int(),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

export const PurchaseResponseSchema = z.object({ data: PurchaseSchema });

const Timestamp = z.iso.datetime({ offset: true, error: 'Must be a date and time' });

/**
 * PUT body: the guid (it must match the id) and exactly one of approved_at or rejected_at. The lender
 * records its own clock's time; the client's timestamp only says which decision this is.
 */
export const PurchaseDecisionSchema = z.object({
  guid: PurchaseGuidSchema,
  purchase: z.union([
    z.strictObject({ approved_at: Timestamp }),
    z.strictObject({ rejected_at: Timestamp }),
  ], { error: 'Send approved_at or rejected_at' }),
});
export type PurchaseDecision = z.infer<typeof PurchaseDecisionSchema>;
