// The card payment processor ("SpeedPay"): the lender hands the customer's browser over with the
// payment context sealed under a key it shares with the processor (./sealed-box.ts). The sandbox's
// stand-in processor's pages are ./card-processor-page.ts.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { openJson, sealJson, type Sealed } from './sealed-box';

export const SpeedpayContextSchema = z.object({
  v: z.literal(1),
  /** One per hand-off: the processor records at most one payment for it. */
  nonce: z.string().min(16),
  application_id: z.number().int(),
  user_id: z.number().int(),
  /** Who asked (the customer, or staff on the customer's behalf). */
  actor_id: z.number().int(),
  customer_name: z.string(),
  acctrefno: z.string(),
  amount_due: z.number(),
  payoff_balance: z.number(),
  /** The portal's origin; the processor sends the customer back to its thanks or error page. */
  return_url: z.string(),
  expires_at: z.iso.datetime(),
});
export type SpeedpayContext = z.infer<typeof SpeedpayContextSchema>;

export interface CardProcessorAdapter {
  /** Where the browser posts encrypted_data and iv. */
  url: string;
  seal(context: SpeedpayContext): Sealed;
  /** The context, or null when it was tampered with, made under another key, or is not a context. */
  open(encryptedData: string, iv: string): SpeedpayContext | null;
}

/** SPEEDPAY_KEY: 32 bytes as 64 hex characters. Without it, a key made for this process. */
export function speedpayKey(env = process.env.SPEEDPAY_KEY): Buffer {
  if (env) {
    if (!/^[0-9a-fA-F]{64}$/.test(env)) throw new Error('SPEEDPAY_KEY must be 64 hex characters (32 bytes)');
    return Buffer.from(env, 'hex');
  }
  return randomBytes(32);
}

export function aesCardProcessor(url: string, key: Buffer): CardProcessorAdapter {
  return {
    url,
    seal: (context) => sealJson(context, key),
    open: (encryptedData, iv) => openJson(encryptedData, iv, key, SpeedpayContextSchema),
  };
}
