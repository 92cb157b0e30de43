// The sandbox's bank-link provider: it issues link tokens (prefix link-sandbox-) for a customer and
// accepts, once, the public token the portal's stand-in dialog derives from one. Kept in memory per
// sandbox instance, valid for 30 minutes. A real provider would exchange the public token over its API
// here (the adapter seam): the routes only call issueLinkToken and redeemPublicToken.
import { randomBytes } from 'node:crypto';
import { SANDBOX_LINK_TOKEN_PREFIX, SANDBOX_PUBLIC_TOKEN_PREFIX } from '../../lib/contract/bank-accounts';
import type { Deps } from './context';

const TTL_MS = 30 * 60 * 1000;
const issued = new WeakMap<Deps, Map<string, { userId: number; expiresAt: number }>>();

function store(deps: Deps) {
  let map = issued.get(deps);
  if (!map) issued.set(deps, (map = new Map()));
  return map;
}

export function issueLinkToken(deps: Deps, userId: number) {
  const secret = randomBytes(18).toString('base64url');
  const expiresAt = deps.clock.now().getTime() + TTL_MS;
  const map = store(deps);
  for (const [key, value] of map) if (value.expiresAt < deps.clock.now().getTime()) map.delete(key);
  map.set(secret, { userId, expiresAt });
  return { link_token: SANDBOX_LINK_TOKEN_PREFIX + secret, expiration: new Date(expiresAt).toISOString() };
}

/** True (once) for a public token derived from a link token issued to this customer and not expired. */
export function redeemPublicToken(deps: Deps, publicToken: string, userId: number): boolean {
  if (!publicToken.startsWith(SANDBOX_PUBLIC_TOKEN_PREFIX)) return false;
  const secret = publicToken.slice(SANDBOX_PUBLIC_TOKEN_PREFIX.length);
  const map = store(deps);
  const entry = map.get(secret);
  if (!entry || entry.userId !== userId || entry.expiresAt < deps.clock.now().getTime()) return false;
  map.delete(secret);
  return true;
}
