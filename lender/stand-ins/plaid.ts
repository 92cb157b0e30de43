// The sandbox's bank-link provider. It issues one of two kinds of link token for a customer:
//  - its own (link-standin-…, the default): the portal opens its local stand-in dialog, whose public token
//    (public-standin-…) is derived from the link token;
//  - Plaid-shaped (link-sandbox-{uuid}), for a customer switched to Plaid with PUT /sandbox/bank_link: the
//    portal opens Plaid Link (in the browser tests, a double of it), and the sandbox stands in for Plaid's
//    public-token exchange: it accepts a public-sandbox-{uuid} token once, from a customer who holds an
//    unexpired Plaid link token of that environment (it cannot know which public token Plaid made).
// Kept in memory per sandbox instance, valid for 30 minutes. A real provider would exchange the public
// token over its API here (the adapter seam): the routes only call issueLinkToken and publicTokenGrant.
import { randomBytes, randomUUID } from 'node:crypto';
import { PLAID_ENVIRONMENTS, SANDBOX_LINK_TOKEN_PREFIX, SANDBOX_PUBLIC_TOKEN_PREFIX, type PlaidEnvironment } from '../../lib/contract/bank-accounts';
import type { Deps } from '../http/context';

const TTL_MS = 30 * 60 * 1000;

export type BankLinkProvider = 'stand-in' | 'plaid';

interface Issued {
  userId: number;
  expiresAt: number;
  provider: BankLinkProvider;
}

interface State {
  /** Open link tokens by their secret (stand-in) or `plaid:{uuid}`. */
  issued: Map<string, Issued>;
  /** Plaid public tokens already exchanged, with when they could no longer have been valid anyway. */
  exchanged: Map<string, number>;
  /** Customers switched to Plaid-shaped tokens (a sandbox tool); everyone else gets the stand-in. */
  providers: Map<number, BankLinkProvider>;
}

const states = new WeakMap<Deps, State>();

function state(deps: Deps): State {
  let s = states.get(deps);
  if (!s) states.set(deps, (s = { issued: new Map(), exchanged: new Map(), providers: new Map() }));
  const now = deps.clock.now().getTime();
  for (const [key, value] of s.issued) if (value.expiresAt < now) s.issued.delete(key);
  for (const [key, until] of s.exchanged) if (until < now) s.exchanged.delete(key);
  return s;
}

/** Which link tokens a customer gets from now on; null puts them back on the stand-in. */
export function setBankLinkProvider(deps: Deps, userId: number, provider: BankLinkProvider | null) {
  const { providers } = state(deps);
  if (provider === null || provider === 'stand-in') providers.delete(userId);
  else providers.set(userId, provider);
}

export function issueLinkToken(deps: Deps, userId: number) {
  const s = state(deps);
  const provider = s.providers.get(userId) ?? 'stand-in';
  const expiresAt = deps.clock.now().getTime() + TTL_MS;
  const expiration = new Date(expiresAt).toISOString();
  if (provider === 'plaid') {
    const id = randomUUID();
    s.issued.set(`plaid:${id}`, { userId, expiresAt, provider });
    return { link_token: `link-sandbox-${id}`, expiration };
  }
  const secret = randomBytes(18).toString('base64url');
  s.issued.set(secret, { userId, expiresAt, provider });
  return { link_token: SANDBOX_LINK_TOKEN_PREFIX + secret, expiration };
}

export interface PublicTokenGrant {
  provider: BankLinkProvider;
  /** Uses the token up; call it only once every other check passed, so a refused request uses nothing. */
  redeem: () => void;
}

/**
 * Whether this customer may redeem a public token now, and from which kind of link; null when not (made
 * up, already used, expired, or from another customer's link token). Nothing is used up until redeem().
 */
export function publicTokenGrant(deps: Deps, publicToken: string, userId: number): PublicTokenGrant | null {
  const s = state(deps);
  if (publicToken.startsWith(SANDBOX_PUBLIC_TOKEN_PREFIX)) {
    const secret = publicToken.slice(SANDBOX_PUBLIC_TOKEN_PREFIX.length);
    const entry = s.issued.get(secret);
    if (!entry || entry.provider !== 'stand-in' || entry.userId !== userId) return null;
    return { provider: 'stand-in', redeem: () => s.issued.delete(secret) };
  }
  const env = /^public-([a-z]+)-/.exec(publicToken)?.[1] as PlaidEnvironment | undefined;
  if (!env || !PLAID_ENVIRONMENTS.includes(env) || s.exchanged.has(publicToken)) return null;
  // The sandbox hands out Plaid's sandbox environment only.
  if (env !== 'sandbox') return null;
  const open = [...s.issued].find(([key, v]) => key.startsWith('plaid:') && v.userId === userId);
  if (!open) return null;
  const [key] = open;
  return {
    provider: 'plaid',
    redeem: () => {
      s.issued.delete(key);
      s.exchanged.set(publicToken, deps.clock.now().getTime() + TTL_MS);
    },
  };
}
