// The security headers of every page, handler and error page, set by proxy.ts.
// The CSP carries a fresh nonce per request; Next reads it from the request's CSP header and puts
// it on its own scripts. Forms may post only to us and to the card processor and servicer.
import { bffRoutes } from '../client/bff-routes';

const origin = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/** Where card payment and card servicer forms are posted (their own origins, or the sandbox's). */
export function formTargets(): string[] {
  const targets = [process.env.CARD_PROCESSOR_ORIGIN, process.env.CARD_SERVICER_ORIGIN, process.env.LENDER_API_URL ?? 'http://127.0.0.1:4010']
    .map(origin)
    .filter((o): o is string => Boolean(o));
  return [...new Set(targets)];
}

/**
 * What Plaid's Link web documentation lists for Link (its "CSP directives"): the initialize script, its
 * frame, and Plaid's API hosts (one per environment: the link token's decides which one Link calls).
 * Only pages that open the bank link add them (lib/rules/bank-link.ts). Under 'strict-dynamic' a CSP3
 * browser ignores the script's address and trusts it as loaded by our nonced scripts; older ones use it.
 */
export const PLAID_LINK_SOURCES = {
  script: ['https://cdn.plaid.com/link/v2/stable/link-initialize.js'],
  frame: ['https://cdn.plaid.com/'],
  connect: ['https://production.plaid.com', 'https://sandbox.plaid.com', 'https://development.plaid.com'],
} as const;

export function contentSecurityPolicy(nonce: string, dev = process.env.NODE_ENV !== 'production', plaidLink = false): string {
  const plaid = (kind: keyof typeof PLAID_LINK_SOURCES) => (plaidLink ? ` ${PLAID_LINK_SOURCES[kind].join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}${plaid('script')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${plaid('connect')}`,
    `frame-src 'self'${plaid('frame')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self' ${formTargets().join(' ')}`.trim(),
  ].join('; ');
}

export function securityHeaders(pathname: string, csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // The purchase page's URL holds the purchase guid: it must not leak in a Referer.
    'referrer-policy': pathname.startsWith('/ui/purchases/') ? 'no-referrer' : 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/**
 * What proxy.ts does not see (its matcher leaves out static chunks, images and the root's icon files, and
 * their 404s): the same headers, set by next.config's headers(). No nonce: these answers run no page
 * scripts of their own, so their CSP allows nothing but our own origin. Caching is left to Next (static
 * chunks are immutable).
 */
export const STATIC_PATHS = ['/_next/static/:path*', '/_next/image', '/favicon.ico', '/robots.txt', '/icon.svg', '/.well-known/security.txt'];

/**
 * The upload routes, left out of proxy.ts's matcher so their bodies stream (Next buffers the body of every
 * request its proxy sees): their answers get the same headers here, and are never cached.
 */
export const STREAMED_UPLOADS = [bffRoutes.checklist.upload.path, bffRoutes.assistance.upload.path];

export function staticSecurityHeaders(): { key: string; value: string }[] {
  const csp = ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"].join('; ');
  return Object.entries(securityHeaders('/', csp)).map(([key, value]) => ({ key, value }));
}

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
