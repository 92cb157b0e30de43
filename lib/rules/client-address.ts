// Which address is the visitor's. Every proxy in front of the portal appends the address it was connected
// from to X-Forwarded-For, so only the entries those proxies added can be believed, counted from the
// right; whatever is further left was written by the client. TRUSTED_PROXY_HOPS says how many proxies
// there are (0, the default: none, the connection's own address is the visitor's).

/** The connection's address, set on every request by the portal's server (lib/security/socket-address.ts). */
export const SOCKET_ADDRESS_HEADER = 'x-portal-socket-address';

/** TRUSTED_PROXY_HOPS: a whole number from 0 to 10, else 0. */
export function parseTrustedHops(value: string | undefined): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0;
}

/**
 * The visitor's address: with `hops` trusted proxies, the entry `hops` places from the right of the chain
 * X-Forwarded-For + the connection's address (0: the connection's). A chain shorter than that (the
 * request did not come through every proxy) gives its leftmost entry.
 */
export function clientAddressFrom(forwardedFor: string | null, socketAddress: string | null, hops: number): string | null {
  if (hops === 0) return socketAddress || null;
  const chain = [...(forwardedFor ?? '').split(',').map((s) => s.trim()).filter(Boolean), ...(socketAddress ? [socketAddress] : [])];
  if (chain.length === 0) return null;
  return chain[Math.max(0, chain.length - 1 - hops)] ?? null;
}

/** The host the visitor asked for: X-Forwarded-Host only behind trusted proxies (its last entry), else Host. */
export function requestHostFrom(forwardedHost: string | null, host: string | null, hops: number): string | null {
  if (hops > 0 && forwardedHost) return forwardedHost.split(',').map((s) => s.trim()).filter(Boolean).at(-1) ?? host;
  return host;
}
