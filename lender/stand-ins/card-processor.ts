// The card payment processor ("SpeedPay"): the lender hands the customer's browser over with the
// payment context encrypted under a key it shares with the processor (AES-256-GCM; the tag travels at the
// end of encrypted_data). The sandbox's stand-in processor lives in stand-ins/card-processor-page.ts.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';

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
  seal(context: SpeedpayContext): { encrypted_data: string; iv: string };
  /** The context, or null when it was tampered with, made under another key, or is not a context. */
  open(encryptedData: string, iv: string): SpeedpayContext | null;
}

const TAG_BYTES = 16;

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
    seal(context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(JSON.stringify(context), 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return { encrypted_data: data.toString('base64'), iv: iv.toString('base64') };
    },
    open(encryptedData, ivText) {
      try {
        const iv = Buffer.from(ivText, 'base64');
        const data = Buffer.from(encryptedData, 'base64');
        if (iv.length !== 12 || data.length <= TAG_BYTES) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
        const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]);
        const parsed = SpeedpayContextSchema.safeParse(JSON.parse(plain.toString('utf8')));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
