// What the BFF tells the lender about the browser's request: the customer's IP (stored with an accepted
// payment authorization) and the portal's public origin (where the card processor sends the customer back).
import 'server-only';
import type { NextRequest } from 'next/server';

export function clientIp(request: NextRequest): string | null {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip')?.trim();
  return forwarded && /^[0-9A-Fa-f:.]{2,45}$/.test(forwarded) ? forwarded : null;
}

/** PORTAL_PUBLIC_URL when set (behind a proxy), else the origin the browser used. */
export function portalOrigin(request: NextRequest): string {
  if (process.env.PORTAL_PUBLIC_URL) return new URL(process.env.PORTAL_PUBLIC_URL).origin;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? request.nextUrl.protocol.replace(':', '');
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
