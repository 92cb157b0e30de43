// GET /api/applications/{id}/speedpay_data (spec 001 section 7): the card processor's hand-off. The
// portal posts encrypted_data and iv as a form to url; the processor returns the customer to the portal.
import { z } from 'zod';
import { extIn, spec } from './wire';

export const SpeedpayQuerySchema = z.object({
  /** The portal's public origin, where the processor sends the customer back. */
  return_url: extIn(z.url({ protocol: /^https?$/ }).max(200), 'Where the card processor returns the customer (the portal\'s public origin).'),
});

export const SpeedpayDataSchema = z.object({
  url: spec(z.url({ protocol: /^https?$/ }), '001 §7'),
  encrypted_data: spec(z.string().min(1), '001 §7'),
  iv: spec(z.string().min(1), '001 §7'),
});
export type SpeedpayData = z.infer<typeof SpeedpayDataSchema>;
