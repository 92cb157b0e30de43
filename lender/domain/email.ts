// The lender's e-mail check (POST /api/valid/email, and before an address is saved): a syntactically valid
// address of at most 50 characters, and for a likely typo of a common mail provider a suggestion
// ("ana@gmial.com" → "ana@gmail.com").
import { EMAIL_MAX } from '../../lib/contract/limits';

const LOCAL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** The providers most customers use, in the order a tie is settled. */
export const MAIL_PROVIDERS = [
  'gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'aol.com', 'icloud.com', 'live.com', 'msn.com',
  'comcast.net', 'att.net', 'verizon.net', 'sbcglobal.net', 'me.com', 'ymail.com', 'protonmail.com',
];
export const USUAL_TLDS = ['com', 'net', 'org', 'edu', 'gov', 'us', 'io'];

function wellFormed(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at < 1 || address.indexOf('@') !== at) return false;
  const labels = address.substring(at + 1).split('.');
  return LOCAL.test(address.substring(0, at)) && labels.length >= 2 && labels.every((label) => LABEL.test(label));
}

/** Edits (insert, delete, substitute) from a to b. */
export function typoDistance(a: string, b: string): number {
  const table: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    table.push([i]);
    for (let j = 1; j <= b.length; j++) {
      table[i]![j] =
        i === 0 ? j : Math.min(table[i - 1]![j]! + 1, table[i]![j - 1]! + 1, table[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
  }
  return table[a.length]![b.length]!;
}

/** The nearest of `known` within `within` edits (the first listed on a tie), or null. */
function nearest(word: string, known: readonly string[], within: number): string | null {
  let best: { word: string; distance: number } | null = null;
  for (const candidate of known) {
    const distance = typoDistance(word, candidate);
    if (distance <= within && (best === null || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word ?? null;
}

/** A corrected address for a likely typo in the provider or the top-level domain; null when none. */
export function likelyMeant(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  const local = address.substring(0, at);
  const domain = address.substring(at + 1).toLowerCase();
  if (MAIL_PROVIDERS.includes(domain)) return null;
  const provider = nearest(domain, MAIL_PROVIDERS, 2);
  if (provider) return `${local}@${provider}`;
  const dot = domain.lastIndexOf('.');
  if (dot <= 0) return null;
  const tld = domain.substring(dot + 1);
  if (USUAL_TLDS.includes(tld)) return null;
  const usual = nearest(tld, USUAL_TLDS, 1);
  return usual ? `${local}@${domain.substring(0, dot)}.${usual}` : null;
}

/** The wire's answer: { is_valid, did_you_mean }. */
export function emailVerdict(address: string): { is_valid: boolean; did_you_mean: string | null } {
  const trimmed = address.trim();
  const isValid = trimmed !== '' && trimmed.length <= EMAIL_MAX && wellFormed(trimmed);
  return { is_valid: isValid, did_you_mean: isValid ? likelyMeant(trimmed) : null };
}
