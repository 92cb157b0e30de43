// Opening the sealed session cookie, once per distinct cookie per process (issue 26). Each unseal derives two
// keys with PBKDF2 (iron's format), and every request used to do it twice: in proxy.ts and again in the page.
// The same sealed string always opens to the same data, so what it opened to is kept until the seal itself
// expires (or a minute, whichever is first); the session's own clocks (idle, absolute) are still checked on
// every request by isSessionAlive, and the lender's token by isTokenLive. Importable from proxy.ts.
import { unsealData } from 'iron-session';
import { sessionOptions, type SessionData } from './config';

const KEEP_MS = 60_000;
const MAX_ENTRIES = 5_000;

/** One store per process, on globalThis: Next bundles proxy.ts, pages and handlers apart. */
interface Store {
  opened: Map<string, { data: Partial<SessionData>; until: number }>;
}
const STORE = Symbol.for('portal.unsealedSessions');
const store: Store = ((globalThis as { [STORE]?: Store })[STORE] ??= { opened: new Map() });

/** iron's seal: Fe26.2*id*salt*iv*data*expiration*hmacSalt*hmac; the expiration in ms, or none. */
export function sealExpiry(sealed: string): number | null {
  const expiration = Number(sealed.split('*')[5]);
  return Number.isFinite(expiration) && expiration > 0 ? expiration : null;
}

/** The cookie's data, or {} when it is missing, tampered with or expired. */
export async function unsealSession(sealed: string | undefined, now = Date.now()): Promise<Partial<SessionData>> {
  if (!sealed) return {};
  const kept = store.opened.get(sealed);
  if (kept && kept.until > now) return kept.data;
  if (kept) store.opened.delete(sealed);
  const options = sessionOptions();
  let data: Partial<SessionData>;
  try {
    data = await unsealData<Partial<SessionData>>(sealed, { password: options.password, ttl: options.ttl });
  } catch {
    return {};
  }
  // A seal that did not open (unsealData answers {} for an expired one) is not kept: nothing to save.
  if (Object.keys(data).length === 0) return data;
  // Shared by every request that brings this cookie: frozen, so none can change what the next one reads.
  if (Array.isArray(data.roleGroups)) Object.freeze(data.roleGroups);
  Object.freeze(data);
  const expiry = sealExpiry(sealed);
  store.opened.set(sealed, { data, until: Math.min(now + KEEP_MS, expiry ?? now + KEEP_MS) });
  for (const oldest of store.opened.keys()) {
    if (store.opened.size <= MAX_ENTRIES) break;
    store.opened.delete(oldest);
  }
  return data;
}
