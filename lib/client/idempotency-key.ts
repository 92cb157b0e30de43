// One Idempotency-Key per confirmed payment form (or autopay form: its scope names it apart from the payment's). It is kept in localStorage under the form's
// fingerprint, so a retry, a reload or a second tab with the same form sends the same key and the lender
// replays the first answer instead of making a second payment. It is forgotten once the payment is
// made: a later identical payment is a new one (and meets the duplicate warning first).

const storageKey = (applicationId: number | string) => `payment-idempotency:${applicationId}`;
const TTL_MS = 24 * 60 * 60 * 1000;
/** Where storage is unavailable (private modes), keys live as long as the page. */
const memory = new Map<string, string>();

interface Saved {
  fingerprint: string;
  key: string;
  at: number;
}

function read(applicationId: number | string): Saved | null {
  try {
    const saved = JSON.parse(window.localStorage.getItem(storageKey(applicationId)) ?? 'null') as Partial<Saved> | null;
    return saved && typeof saved.key === 'string' && typeof saved.fingerprint === 'string' && typeof saved.at === 'number' ? (saved as Saved) : null;
  } catch {
    return null;
  }
}

/** A v4 UUID; crypto.randomUUID exists only in secure contexts (HTTPS, localhost). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function idempotencyKeyFor(applicationId: number | string, fingerprint: string): string {
  const saved = read(applicationId);
  if (saved && saved.fingerprint === fingerprint && Date.now() - saved.at < TTL_MS) return saved.key;
  const inMemory = memory.get(`${applicationId}:${fingerprint}`);
  if (inMemory) return inMemory;
  const key = newKey();
  memory.set(`${applicationId}:${fingerprint}`, key);
  try {
    window.localStorage.setItem(storageKey(applicationId), JSON.stringify({ fingerprint, key, at: Date.now() } satisfies Saved));
  } catch {
    // storage full or blocked: the in-memory key still covers retries from this page
  }
  return key;
}

export function forgetIdempotencyKey(applicationId: number | string): void {
  for (const k of memory.keys()) if (k.startsWith(`${applicationId}:`)) memory.delete(k);
  try {
    window.localStorage.removeItem(storageKey(applicationId));
  } catch {
    // nothing to forget
  }
}
