// GET /api/repairs/{id} — the repair behind a loan. The spec does not show the shape; here `id` is the
// APPLICATION id (a loan finances one repair), and the answer names the repair's own id beside it.
import { z } from 'zod';
import { MoneySchema } from './common';
import { DealershipSchema } from './dealerships';
import { ext } from './wire';

export const RepairSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  description: z.string(),
  repair_amount: MoneySchema,
  /** Repair order status: estimate, authorized, in_progress, completed, cancelled. */
  ro_status: z.string(),
  /** The service center; null while the customer has not chosen one. */
  dealership: DealershipSchema.nullable(),
});
export type Repair = z.infer<typeof RepairSchema>;

/** Spec 000 §7: "Response shape not shown", so all of it is the portal's reading. */
export const RepairResponseSchema = z.object({
  data: ext(RepairSchema, {
    why: 'The repair behind the loan (description, amount, order status, service center) on the loan page.',
    without: 'The loan page leaves the repair details out.',
  }),
});
