// What may never reach a log line: passwords, tokens (bearer, session, link, encrypted hand-offs), PINs,
// one-time codes and second-step challenges, full account, routing and card numbers. Two nets: values under a secret-sounding key are replaced
// whole (Rails' filter_parameters), and free text is scrubbed of what looks like a secret wherever it is.

export const FILTERED = '[FILTERED]';

/** Keys whose values are secret, in any case and with -, _ or nothing between words. */
const SECRET_KEY = /pass(word|wd|phrase)?$|token|secret|^pin$|_pin$|^pin_|pin_?code|authori[sz]ation|cookie|session|account_?number|routing_?number|card_?number|^pan$|cvc|cvv|ssn|encrypted|^iv$|private|api_?key|^key$|^code$|challenge|recovery_codes?|otpauth/i;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key.replace(/[-\s]/g, '_'));
}

/** Standard base64 of 40+ characters (encrypted hand-offs, keys) — but not a lowercase URL path. */
const looksLikeBase64 = (run: string) => /[A-Z][^A-Z]*[A-Z][^A-Z]*[A-Z]/.test(run) && /\d/.test(run) && /[a-z]/.test(run);

type Replacer = (match: string, ...groups: string[]) => string;
const TEXT_RULES: [RegExp, string | Replacer][] = [
  // Authorization schemes with their credential.
  [/\b(Bearer|Basic|Token)\s+[^\s,;"']+/gi, `$1 ${FILTERED}`],
  // key=value, key: value, "key":"value" for secret keys written inside text (query strings, JSON, forms,
  // error messages). Key parts are bounded: unbounded runs around the secret word would backtrack
  // quadratically on a long run of letters.
  [
    /(["']?)\b([A-Za-z_-]{0,20}?(?:password|passwd|token|secret|pin|account_?number|routing_?number|card_?number|cvc|cvv|ssn|encrypted_data|cookie)[\w-]{0,20})\1(\s*[:=]\s*)("(?:[^"\\]|\\.)*"|'[^']*'|[^\s&,;}\]]+)/gi,
    (match, quote: string, key: string, sep: string, value: string) => {
      // A flag is no secret, and a value filtered already stays as it is (a line may be scrubbed twice).
      if (/^(true|false|null)$/.test(value) || value.includes(FILTERED)) return match;
      const q = value[0] === '"' || value[0] === "'" ? value[0] : '';
      return `${quote}${key}${quote}${sep}${q}${FILTERED}${q}`;
    },
  ],
  // An iron-session seal (the portal's cookie).
  [/Fe26\.2\*[^\s;,"']+/g, FILTERED],
  // Long opaque strings: guids (purchase links), base64 (hand-offs, keys), tokens and hashes.
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, FILTERED],
  [/(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{40,}={0,2}/g, (run) => (looksLikeBase64(run) ? FILTERED : run)],
  [/[A-Za-z0-9_-]{32,}/g, FILTERED],
  // A card number written in groups.
  [/(?<!\d)\d{4}(?:[ -]\d{4}){2,3}\d{0,3}(?!\d)/g, FILTERED],
  // Any run of 6 or more digits: PINs, account, routing, card and phone numbers.
  [/(?<!\d)\d{6,}(?!\d)/g, FILTERED],
];

/** Scrubs a free text (a message, a URL, a stack trace). */
export function redactText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of TEXT_RULES) out = typeof replacement === 'string' ? out.replace(pattern, replacement) : out.replace(pattern, replacement);
  return out;
}

const MAX_DEPTH = 8;

/**
 * A copy of `value` safe to log: secret keys filtered, every string scrubbed, errors reduced to their
 * name and message (a stack may quote values), cycles and great depth cut.
 */
export function redact(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return typeof value === 'function' || typeof value === 'symbol' ? String(typeof value) : value;
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[…]';
  seen.add(value);
  if (value instanceof Error) {
    const cause = value.cause === undefined ? {} : { cause: redact(value.cause, depth + 1, seen) };
    return { name: value.name, message: redactText(value.message), ...cause };
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (value instanceof URLSearchParams) return redact(Object.fromEntries(value), depth, seen);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[redactText(key)] = isSecretKey(key) && typeof item !== 'boolean' && item !== null && item !== undefined ? FILTERED : redact(item, depth + 1, seen);
  }
  return out;
}

/** One log line from console-style arguments: strings scrubbed, anything else redacted and as JSON. */
export function redactLogArgs(args: readonly unknown[]): unknown[] {
  return args.map((arg) => {
    if (typeof arg === 'string') return redactText(arg);
    // An error keeps its stack (file and line are what a reader needs), scrubbed like any text.
    if (arg instanceof Error) return redactText(arg.stack ?? `${arg.name}: ${arg.message}`);
    if (arg === null || typeof arg !== 'object') return arg;
    try {
      return JSON.stringify(redact(arg));
    } catch {
      return '[unloggable]';
    }
  });
}
