// Opening the sealed session cookie, once per distinct cookie per process. Each unseal derives two
// keys with PBKDF2 (iron's format), and every request used to do it twice: in proxy.ts and again in the page.
// The same sealed string always opens to the same data, so what it opened to is kept until the seal itself
// expires (or a minute, whichever is first); the session's own clocks (idle, absolute) are still checked on
// every request by isSessionAlive, and the lender's token by isTokenLive. Importable from proxy.ts.
import { unsealData } from 'iron-session';
import { sessionOptions, sessionSecrets, type SessionData } from './config';

const KEEP_MS = 60_000;
const MAX_ENTRIES = 5_000;

/** One store per process, on globalThis: Next bundles proxy.ts, pages and handlers apart. */
interface Store {
  opened: Map<string, { data: Partial<SessionData>; until: number; current: boolean }>;
}
const STORE = Symbol.for('portal.unsealedSessions');
const store: Store = ((globalThis as { [STORE]?: Store })[STORE] ??= { opened: new Map() });

/** iron's seal: Fe26.2*id*salt*iv*data*expiration*hmacSalt*hmac; the expiration in ms, or none. */
export function sealExpiry(sealed: string): number | null {
  const expiration = Number(sealed.split('*')[5]);
  return Number.isFinite(expiration) && expiration > 0 ? expiration : null;
}

/** iron's seal: the password id it was sealed under (iron-session writes 1 for a single secret). */
const sealPasswordId = (sealed: string) => sealed.split('*')[1] || '1';

/**
 * Opens a seal with the current secret, else with the previous one (sessionSecrets). Each is given to
 * iron-session as a password map under the seal's own id: a numbered map ({ 2: current, 1: previous })
 * would renumber at every rotation, and a cookie sealed under 2 would no longer open once that secret
 * became 1. `current` says whether the current secret opened it. {} when none does, or it has expired.
 */
export async function openSeal<T extends object>(sealed: string, ttl?: number): Promise<{ data: Partial<T>; current: boolean }> {
  const id = sealPasswordId(sealed);
  for (const [index, secret] of sessionSecrets().entries()) {
    const data = await unsealData<Partial<T>>(sealed, { password: { [id]: secret }, ttl }).catch(() => ({}));
    if (Object.keys(data).length > 0) return { data, current: index === 0 };
  }
  return { data: {}, current: true };
}

/** The cookie's data, or {} when it is missing, tampered with or expired. */
export async function unsealSession(sealed: string | undefined, now = Date.now()): Promise<Partial<SessionData>> {
  return (await unsealSessionSeal(sealed, now)).data;
}

/** The cookie's data, and whether it was sealed with the current secret (else proxy.ts seals it again). */
export async function unsealSessionSeal(sealed: string | undefined, now = Date.now()): Promise<{ data: Partial<SessionData>; current: boolean }> {
  if (!sealed) return { data: {}, current: true };
  const kept = store.opened.get(sealed);
  if (kept && kept.until > now) return { data: kept.data, current: kept.current };
  if (kept) store.opened.delete(sealed);
  const { data, current } = await openSeal<SessionData>(sealed, sessionOptions().ttl);
  // A seal that did not open (unsealData answers {} for an expired one) is not kept: nothing to save.
  if (Object.keys(data).length === 0) return { data, current };
  // Shared by every request that brings this cookie: frozen, so none can change what the next one reads.
  if (Array.isArray(data.roleGroups)) Object.freeze(data.roleGroups);
  Object.freeze(data);
  const expiry = sealExpiry(sealed);
  store.opened.set(sealed, { data, current, until: Math.min(now + KEEP_MS, expiry ?? now + KEEP_MS) });
  for (const oldest of store.opened.keys()) {
    if (store.opened.size <= MAX_ENTRIES) break;
    store.opened.delete(oldest);
  }
  return { data, current };
}
