// GET /api/applications/{id}/speedpay_data (spec 001 section 7): the card processor's hand-off. The
// portal posts encrypted_data and iv as a form to url; the processor returns the customer to the portal.
import { z } from 'zod';

export const SpeedpayQuerySchema = z.object({
  /** The portal's public origin, where the processor sends the customer back. */
  return_url: z.url({ protocol: /^https?$/ }).max(200),
});

export const SpeedpayDataSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  encrypted_data: z.string().min(1),
  iv: z.string().min(1),
});
export type SpeedpayData = z.infer<typeof SpeedpayDataSchema>;
