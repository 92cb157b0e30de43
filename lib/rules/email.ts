// The e-mail check behind POST /api/valid/email: syntax, length, and a typo suggestion for the
// common mail domains ("ana@gmial.com" → "Did you mean ana@gmail.com?").

import { EMAIL_MAX } from '../contract/limits';

export { EMAIL_MAX };

const SYNTAX = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const COMMON_DOMAINS = [
  'gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'aol.com', 'icloud.com', 'live.com', 'msn.com',
  'comcast.net', 'att.net', 'verizon.net', 'sbcglobal.net', 'me.com', 'ymail.com', 'protonmail.com',
];
const COMMON_TLDS = ['com', 'net', 'org', 'edu', 'gov', 'us', 'io'];

/** Levenshtein distance, small strings only. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

function closest(value: string, candidates: readonly string[], maxDistance: number): string | null {
  let best: string | null = null;
  let bestDistance = maxDistance + 1;
  for (const candidate of candidates) {
    const d = editDistance(value, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** A suggestion for a likely typo of a common domain or top-level domain; null when none. */
export function suggestEmail(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  if (COMMON_DOMAINS.includes(domain)) return null;
  const domainGuess = closest(domain, COMMON_DOMAINS, 2);
  if (domainGuess) return `${local}@${domainGuess}`;
  const dot = domain.lastIndexOf('.');
  if (dot > 0) {
    const tld = domain.slice(dot + 1);
    if (!COMMON_TLDS.includes(tld)) {
      const tldGuess = closest(tld, COMMON_TLDS, 1);
      if (tldGuess) return `${local}@${domain.slice(0, dot)}.${tldGuess}`;
    }
  }
  return null;
}

export function checkEmail(address: string): { is_valid: boolean; did_you_mean: string | null } {
  const trimmed = address.trim();
  const is_valid = trimmed.length > 0 && trimmed.length <= EMAIL_MAX && SYNTAX.test(trimmed);
  const did_you_mean = is_valid ? suggestEmail(trimmed) : null;
  return { is_valid, did_you_mean };
}
