// GET /api/dealerships — the service centers a customer can choose from.
import { z } from 'zod';

export const DealershipSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
});
export type Dealership = z.infer<typeof DealershipSchema>;

export const DealershipsResponseSchema = z.object({ data: z.array(DealershipSchema) });
