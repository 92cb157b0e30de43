// Pending card purchases (spec 000 sections 3, 4 and 7): GET /api/purchases/{guid}, PUT /api/purchases/{id}.
import { z } from 'zod';
import { MoneySchema } from './common';
import { ext, spec } from './wire';

/** The guid of a purchase: the e-mailed deep link's only secret, so only well-formed ones are looked up. */
export const PurchaseGuidSchema = z.uuid();

export const PurchaseSchema = z.object({
  id: spec(z.number().int(), '000 §3'),
  guid: spec(PurchaseGuidSchema, '000 §7'),
  actual_amount: spec(MoneySchema, '000 §3'),
  dealership: spec(z.object({ name: spec(z.string(), '000 §3') }), '000 §3'),
  /** Months. */
  term: spec(z.number().int(), '000 §3'),
  minimum_monthly_payment: spec(MoneySchema, '000 §3'),
  deferred_interest_months: spec(z.number().int(), '000 §3'),
  /** APR percent, e.g. "29.99". */
  rate: spec(z.string(), '000 §3'),
  approved_at: spec(z.iso.datetime({ offset: true }).nullable(), '000 §3'),
  rejected_at: spec(z.iso.datetime({ offset: true }).nullable(), '000 §3'),
  /** The card account (revolver application) the purchase is on. */
  application_id: ext(z.number().int(), { why: "The card account the purchase is on, to go back to after a decision.", without: "After a decision the customer goes to the home page." }),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

export const PurchaseResponseSchema = z.object({ data: spec(PurchaseSchema, '000 §7') });

const Timestamp = z.iso.datetime({ offset: true, error: 'Must be a date and time' });

/**
 * PUT body: the guid (it must match the id) and exactly one of approved_at or rejected_at. The lender
 * records its own clock's time; the client's timestamp only says which decision this is.
 */
export const PurchaseDecisionSchema = z.object({
  guid: spec(PurchaseGuidSchema, '000 §7'),
  purchase: spec(z.union([
    z.strictObject({ approved_at: spec(Timestamp, '000 §7') }),
    z.strictObject({ rejected_at: spec(Timestamp, '000 §7') }),
  ], { error: 'Send approved_at or rejected_at' }), '000 §7'),
});
export type PurchaseDecision = z.infer<typeof PurchaseDecisionSchema>;
