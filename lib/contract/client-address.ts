// The visitor's address as the portal determined it (the connection's, or the one the trusted proxies
// recorded in X-Forwarded-For), passed to the lender in a header of its own. The lender believes that
// header only when it comes with the secret it shares with the portal: anyone else reaching the lender
// directly is known by the connection's address, and an X-Forwarded-For a client writes counts for nothing.
import { z } from 'zod';

export const CLIENT_ADDRESS_HEADER = 'x-portal-client-address';
export const CLIENT_ADDRESS_SECRET_HEADER = 'x-portal-client-address-secret';

/** An IPv4 or IPv6 address as text (no port, no zone). */
export const IpAddressSchema = z.string().regex(/^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)$/).max(45);

/** The visitor's browser (its User-Agent, cut to 300 characters), for the security activity; believed with the same secret. */
export const CLIENT_AGENT_HEADER = 'x-portal-client-agent';
export const CLIENT_AGENT_MAX = 300;

/** Who is asking, for the lender's limits and security activity: address and browser. */
export interface Visitor {
  address: string | null;
  userAgent: string | null;
}
