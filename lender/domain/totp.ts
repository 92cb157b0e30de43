// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) and the base32 of their secrets (RFC 4648),
// with node:crypto only: what an authenticator app computes from the secret it was given by QR code.
// Pure functions of the secret and the time: the sandbox's clock decides what "now" is.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, without padding (what otpauth:// URIs carry). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 text (case, spaces and padding ignored); null when it holds another character. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP of a counter, with the hash RFC 6238 lets a key choose (SHA-1 for every app we enrol). */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** The time step of an instant (ms since epoch). */
export const totpStep = (atMs: number) => Math.floor(atMs / 1000 / TOTP_PERIOD_S);

/** The code an app shows at `atMs`. */
export const totpAt = (key: Uint8Array, atMs: number, digits = TOTP_DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1') =>
  hotp(key, totpStep(atMs), digits, algorithm);

/**
 * The step a typed code matches, within one step either side of now (a clock a little off, a code typed as
 * it changed), and newer than `lastUsedStep` (a code seen once is not accepted again); 'used' when the code
 * is right but its step was already used (typed again within its 30 seconds: the next one will do); null
 * otherwise.
 */
export function matchTotp(key: Uint8Array, code: string, atMs: number, lastUsedStep: number | null): number | 'used' | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(atMs);
  let found: number | null = null;
  let used = false;
  // Every candidate is computed and compared in constant time, whichever matches.
  for (const step of [now - 1, now, now + 1]) {
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code));
    const fresh = lastUsedStep === null || step > lastUsedStep;
    if (same && fresh && found === null) found = step;
    if (same && !fresh) used = true;
  }
  return found ?? (used ? 'used' : null);
}

/** The otpauth:// URI an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_PERIOD_S) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
