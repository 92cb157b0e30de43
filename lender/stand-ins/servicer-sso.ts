// Single sign-on into the card servicer's portal (spec 000 section 7, {servicer}_sso_data): the lender
// encrypts who the cardholder is with a key it shares with the servicer; the browser posts the result as
// a form to the servicer, which decrypts it. AES-256-GCM: iv is a fresh 12-byte nonce; encrypted_data is
// the ciphertext followed by the 16-byte tag, both base64.
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { isProduction } from '../../lib/common/production-keys';

/** How long a sign-on token is accepted after it was made. */
export const SSO_TTL_MS = 5 * 60 * 1000;
const TAG_BYTES = 16;

/**
 * The key shared with the servicer: SERVICER_SSO_KEY (base64 of 32 bytes) in a real deployment. The
 * sandbox and its servicer stand-in run in one process, so without it they share a fixed sandbox key —
 * never in production, where the server does not start without it (lib/common/production-keys.ts).
 */
export function servicerKey(): Buffer {
  const configured = process.env.SERVICER_SSO_KEY;
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('SERVICER_SSO_KEY must be base64 of 32 bytes');
    return key;
  }
  if (isProduction()) throw new Error('SERVICER_SSO_KEY is required in production');
  return createHash('sha256').update('expressway-sandbox-card-servicer-sso').digest();
}

export const SsoPayloadSchema = z.object({
  servicer: z.string(),
  account_number: z.string(),
  name: z.string(),
  email: z.string(),
  issued_at: z.iso.datetime(),
  nonce: z.string(),
});
export type SsoPayload = z.infer<typeof SsoPayloadSchema>;

export function newSsoPayload(fields: Omit<SsoPayload, 'issued_at' | 'nonce'>, now: Date): SsoPayload {
  return { ...fields, issued_at: now.toISOString(), nonce: randomUUID() };
}

export function encryptSso(payload: SsoPayload, key = servicerKey()): { encrypted_data: string; iv: string } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return { encrypted_data: Buffer.concat([ciphertext, cipher.getAuthTag()]).toString('base64'), iv: iv.toString('base64') };
}

/** The payload, or null when it was tampered with, made with another key, malformed or expired. */
export function decryptSso(encryptedData: string, iv: string, now: Date, key = servicerKey()): SsoPayload | null {
  try {
    const nonce = Buffer.from(iv, 'base64');
    const data = Buffer.from(encryptedData, 'base64');
    if (nonce.length !== 12 || data.length <= TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, nonce);
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]);
    const parsed = SsoPayloadSchema.safeParse(JSON.parse(plain.toString('utf8')));
    if (!parsed.success) return null;
    const age = now.getTime() - Date.parse(parsed.data.issued_at);
    return age >= -60_000 && age <= SSO_TTL_MS ? parsed.data : null;
  } catch {
    return null;
  }
}
