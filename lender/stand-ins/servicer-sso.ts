// Single sign-on into the card servicer's portal (spec 000 section 7, {servicer}_sso_data): the lender
// seals who the cardholder is under a key it shares with the servicer (./sealed-box.ts); the browser posts
// the result as a form to the servicer, which opens it.
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { isProduction } from '../../lib/common/production-keys';
import { openJson, sealJson, type Sealed } from './sealed-box';

/** How long a sign-on token is accepted after it was made. */
export const SSO_TTL_MS = 5 * 60 * 1000;

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

export function encryptSso(payload: SsoPayload, key = servicerKey()): Sealed {
  return sealJson(payload, key);
}

/** The payload, or null when it was tampered with, made with another key, malformed or expired. */
export function decryptSso(encryptedData: string, iv: string, now: Date, key = servicerKey()): SsoPayload | null {
  const payload = openJson(encryptedData, iv, key, SsoPayloadSchema);
  if (!payload) return null;
  const age = now.getTime() - Date.parse(payload.issued_at);
  return age >= -60_000 && age <= SSO_TTL_MS ? payload : null;
}
