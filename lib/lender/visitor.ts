// Who is asking, as the portal tells the lender: the visitor's address (the connection's, or
// X-Forwarded-For's past TRUSTED_PROXY_HOPS proxies) and browser. Read from a route handler's request or
// a page's headers(); lib/bff/request-info.ts builds on it for the BFF.
import 'server-only';
import { IpAddressSchema } from '../contract/client-address';
import { clientAddressFrom, parseTrustedHops, SOCKET_ADDRESS_HEADER } from '../rules/client-address';
import type { Visitor } from './api';

export const trustedHops = () => parseTrustedHops(process.env.TRUSTED_PROXY_HOPS);

/** A request, or a page's headers(): only `get` is read. */
export type WithHeaders = { headers: { get(name: string): string | null } };

/** The visitor's address: the connection's, or X-Forwarded-For's past TRUSTED_PROXY_HOPS proxies. */
export function clientIp(request: WithHeaders): string | null {
  const address = clientAddressFrom(request.headers.get('x-forwarded-for'), request.headers.get(SOCKET_ADDRESS_HEADER), trustedHops());
  return address && IpAddressSchema.safeParse(address).success ? address : null;
}

/** The visitor as the lender's security activity records them: address and browser. */
export const visitorOf = (request: WithHeaders): Visitor => ({ address: clientIp(request), userAgent: request.headers.get('user-agent') });
