// One id per customer request, so a customer's action can be followed across the portal's and the lender's
// logs. The portal's gate (proxy.ts) makes it, or keeps the one a trusted proxy in front of it sent; the
// lender client sends it on every call (x-request-id) and the sandbox logs it on its access line.
import { redactText } from './redact';

export const REQUEST_ID_HEADER = 'x-request-id';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const LENGTH = 20;

/**
 * 20 random lowercase letters (94 bits). Letters only, so the log scrubber (lib/common/redact.ts), which
 * filters guids, long tokens and runs of digits, never mistakes an id for a secret and the id stays
 * searchable in every log line.
 */
export function newRequestId(): string {
  // Web Crypto: proxy.ts and the sandbox alike. Bytes from 234 up are skipped, so every letter is as likely.
  let id = '';
  while (id.length < LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(LENGTH))) if (byte < 234 && id.length < LENGTH) id += LETTERS[byte % 26];
  }
  return id;
}

/**
 * An id that came with a request, when it can be kept: short, of safe characters (no way to forge a log
 * line), and left unchanged by the scrubber (an id the scrubber would filter could not be followed).
 */
export function usableRequestId(value: string | null | undefined): string | null {
  if (!value || !/^[A-Za-z0-9._:-]{8,64}$/.test(value)) return null;
  return redactText(value) === value ? value : null;
}
