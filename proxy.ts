// The request gate: fast, optimistic decisions from the sealed cookie alone. Every page and handler
// checks the session again; this is never the only check.
import { NextResponse, type NextRequest } from 'next/server';
import { sealData, unsealData } from 'iron-session';
import { gateRedirect } from './lib/rules/access';
import { opensBankLink } from './lib/rules/bank-link';
import { contentSecurityPolicy, newNonce, securityHeaders } from './lib/security/headers';
import { isSessionAlive, sessionOptions, touchSession, type SessionData } from './lib/session/config';
import { ACTIVITY_TIMING, countsAsActivity } from './lib/rules/session-timeout';

// /bench/bare: the benchmark's baseline page (no data; only in the benchmark's build). The monitoring
// intake takes reports without a session too: errors happen on the sign-in page. A balancer's health and
// readiness checks come without one.
const PUBLIC_PAGES = ['/ui/auth', '/bench/bare'];
const PUBLIC_HANDLERS = ['/api/monitoring/intake', '/api/health', '/api/ready'];
const API_PREFIXES = ['/api/', '/platform/', '/files/'];

async function readCookie(request: NextRequest): Promise<Partial<SessionData>> {
  const options = sessionOptions();
  const sealed = request.cookies.get(options.cookieName)?.value;
  if (!sealed) return {};
  try {
    return await unsealData<Partial<SessionData>>(sealed, { password: options.password, ttl: options.ttl });
  } catch {
    return {};
  }
}

export async function proxy(request: NextRequest) {
  // Only the pages that open the bank link admit Plaid Link.
  const csp = contentSecurityPolicy(newNonce(), undefined, opensBankLink(request.nextUrl.pathname));
  const response = await gate(request, csp);
  for (const [name, value] of Object.entries(securityHeaders(request.nextUrl.pathname, csp))) response.headers.set(name, value);
  // Everything here is per person: never cached by a browser or a proxy.
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

async function gate(request: NextRequest, csp: string): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const now = Date.now();
  const session = await readCookie(request);
  const alive = isSessionAlive(session, now);

  // Pages learn their own path and the nonce from here, never from the client.
  const headers = new Headers(request.headers);
  headers.delete('x-middleware-subrequest');
  headers.set('x-portal-path', pathname + search);
  headers.set('content-security-policy', csp);
  const pass = () => NextResponse.next({ request: { headers } });

  const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  const isPublic = PUBLIC_PAGES.some((p) => pathname === p || pathname.startsWith(p + '/')) || PUBLIC_HANDLERS.includes(pathname);

  if (!alive) {
    if (isPublic) return pass();
    if (isApi) return NextResponse.json({ message: 'Your session has ended. Please sign in again.' }, { status: 401 });
    const signIn = new URL('/ui/auth', request.url);
    signIn.searchParams.set('redirect_uri', pathname + search);
    return NextResponse.redirect(signIn);
  }

  if (!isApi && !isPublic) {
    const elsewhere = gateRedirect(
      { userId: session.userId, roleGroups: session.roleGroups, servicingPlatform: session.servicingPlatform },
      pathname,
    );
    if (elsewhere) return NextResponse.redirect(new URL(elsewhere, request.url));
  }

  const response = pass();
  // Sliding idle expiry: the customer's requests reseal the cookie with a fresh lastSeenAt, at most once
  // a minute, never past the absolute expiry; a monitoring beacon must not keep an abandoned session
  // alive. The answer says it was counted, for the page's idle warning.
  const activity = countsAsActivity(pathname);
  if (activity) response.headers.set('server-timing', ACTIVITY_TIMING);
  const touched = activity ? touchSession(session, now) : null;
  if (touched) {
    const options = sessionOptions();
    const sealed = await sealData(touched.session, { password: options.password, ttl: touched.sealTtlSeconds });
    response.cookies.set(options.cookieName, sealed, { ...options.cookieOptions, maxAge: touched.maxAgeSeconds });
  }
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|robots.txt|icon.svg).*)'],
};
