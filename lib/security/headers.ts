// The security headers of every page, handler and error page, set by proxy.ts.
// The CSP carries a fresh nonce per request; Next reads it from the request's CSP header and puts
// it on its own scripts. Forms may post only to us and to the card processor and servicer.

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

export function contentSecurityPolicy(nonce: string, dev = process.env.NODE_ENV !== 'production'): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
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

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
