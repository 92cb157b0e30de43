// AES-256-GCM as the lender's third parties take a sealed hand-off (the card processor's payment context, the
// card servicer's sign-on): a fresh 12-byte iv; encrypted_data is the ciphertext followed by the 16-byte tag;
// both base64. Opening checks the tag, so a changed byte or another key gives nothing.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { z } from 'zod';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The two form fields the browser posts to the third party. */
export type Sealed = { encrypted_data: string; iv: string };

/** `value` as JSON, sealed under a 32-byte key. */
export function sealJson(value: unknown, key: Buffer): Sealed {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { encrypted_data: data.toString('base64'), iv: iv.toString('base64') };
}

/** What was sealed, when it opens under `key` and matches `schema`; else null (tampered with, another key, malformed). */
export function openJson<T>(encryptedData: string, ivText: string, key: Buffer, schema: z.ZodType<T>): T | null {
  try {
    const iv = Buffer.from(ivText, 'base64');
    const data = Buffer.from(encryptedData, 'base64');
    if (iv.length !== IV_BYTES || data.length <= TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]);
    const parsed = schema.safeParse(JSON.parse(plain.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
