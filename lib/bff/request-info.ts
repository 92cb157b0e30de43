// What the BFF tells the lender about the browser's request: the customer's address (the sign-in limit
// per address, and the address stored with an accepted payment authorization) and the portal's public
// origin (where the card processor sends the customer back, and what a state-changing request's Origin
// must be).
import 'server-only';
import type { NextRequest } from 'next/server';
import { requestHostFrom } from '../rules/client-address';
import { clientIp, trustedHops, visitorOf } from '../lender/visitor';

export { clientIp, visitorOf };

/** PORTAL_PUBLIC_URL when set (behind a proxy), else the origin the browser used (X-Forwarded-* only from trusted proxies). */
export function portalOrigin(request: NextRequest): string {
  if (process.env.PORTAL_PUBLIC_URL) return new URL(process.env.PORTAL_PUBLIC_URL).origin;
  const hops = trustedHops();
  const host = requestHostFrom(request.headers.get('x-forwarded-host'), request.headers.get('host'), hops) ?? request.nextUrl.host;
  // `next start` serves plain HTTP: https only as a trusted proxy says (Next's own URL believes any client's header).
  const proto = hops > 0 ? request.headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim() : 'http';
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
