// What the BFF tells the lender about the browser's request: the customer's address (the sign-in limit
// per address, and the address stored with an accepted payment authorization) and the portal's public
// origin (where the card processor sends the customer back, and what a state-changing request's Origin
// must be).
import 'server-only';
import type { NextRequest } from 'next/server';
import { IpAddressSchema } from '../contract/client-address';
import { clientAddressFrom, parseTrustedHops, requestHostFrom, SOCKET_ADDRESS_HEADER } from '../rules/client-address';

const trustedHops = () => parseTrustedHops(process.env.TRUSTED_PROXY_HOPS);

/** A request, or a page's headers(): only `get` is read. */
type WithHeaders = { headers: { get(name: string): string | null } };

/** The visitor's address: the connection's, or X-Forwarded-For's past TRUSTED_PROXY_HOPS proxies. */
export function clientIp(request: WithHeaders): string | null {
  const address = clientAddressFrom(request.headers.get('x-forwarded-for'), request.headers.get(SOCKET_ADDRESS_HEADER), trustedHops());
  return address && IpAddressSchema.safeParse(address).success ? address : null;
}

/** PORTAL_PUBLIC_URL when set (behind a proxy), else the origin the browser used (X-Forwarded-* only from trusted proxies). */
export function portalOrigin(request: NextRequest): string {
  if (process.env.PORTAL_PUBLIC_URL) return new URL(process.env.PORTAL_PUBLIC_URL).origin;
  const hops = trustedHops();
  const host = requestHostFrom(request.headers.get('x-forwarded-host'), request.headers.get('host'), hops) ?? request.nextUrl.host;
  // `next start` serves plain HTTP: https only as a trusted proxy says (Next's own URL believes any client's header).
  const proto = hops > 0 ? request.headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim() : 'http';
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

/** The visitor as the lender's security activity records them: address and browser. */
export const visitorOf = (request: WithHeaders) => ({ address: clientIp(request), userAgent: request.headers.get('user-agent') });
