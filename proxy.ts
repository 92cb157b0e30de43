// The request gate: fast, optimistic decisions from the sealed cookie alone. Every page and handler
// checks the session again; this is never the only check.
import { NextResponse, type NextRequest } from 'next/server';
import { sealData } from 'iron-session';
import { gateRedirect } from './lib/rules/access';
import { opensBankLink } from './lib/rules/bank-link';
import { contentSecurityPolicy, newNonce, securityHeaders } from './lib/security/headers';
import { isSessionAlive, renewSeal, sessionOptions, touchSession, type SessionData } from './lib/session/config';
import { unsealSessionSeal } from './lib/session/unseal';
import { ACTIVITY_TIMING, countsAsActivity } from './lib/rules/session-timeout';
import { parseTrustedHops } from './lib/rules/client-address';
import { newRequestId, REQUEST_ID_HEADER, usableRequestId } from './lib/common/request-id';

// /bench/bare: the benchmark's baseline page (no data; only in the benchmark's build). The monitoring
// intake takes reports without a session too: errors happen on the sign-in page. A balancer's health and
// readiness checks come without one.
// The language link (/ui/language) and the footer's legal notices (/ui/legal) are offered signed in or not.
const PUBLIC_PAGES = ['/ui/auth', '/ui/language', '/ui/legal', '/bench/bare'];
const PUBLIC_HANDLERS = ['/api/monitoring/intake', '/api/health', '/api/ready'];
/** Open handlers under a path: the private calendar address, whose secret is its credential. */
const PUBLIC_HANDLER_PREFIXES = ['/files/calendar-feed/'];
const API_PREFIXES = ['/api/', '/platform/', '/files/'];

function readCookie(request: NextRequest): Promise<{ data: Partial<SessionData>; current: boolean }> {
  return unsealSessionSeal(request.cookies.get(sessionOptions().cookieName)?.value);
}

/**
 * This request's id: the one a trusted proxy in front of the portal sent (TRUSTED_PROXY_HOPS, the same trust
 * as for the visitor's address), else a new one. A client's own x-request-id is never kept without such a
 * proxy: it could make its requests look like someone else's in the logs.
 */
function requestId(request: NextRequest): string {
  const trusted = parseTrustedHops(process.env.TRUSTED_PROXY_HOPS) > 0 ? usableRequestId(request.headers.get(REQUEST_ID_HEADER)) : null;
  return trusted ?? newRequestId();
}

export async function proxy(request: NextRequest) {
  // Only the pages that open the bank link admit Plaid Link.
  const csp = contentSecurityPolicy(newNonce(), undefined, opensBankLink(request.nextUrl.pathname));
  const id = requestId(request);
  const response = await gate(request, csp, id);
  // The access line (lib/bff/access-log.ts) and the browser's error reports read it from the answer.
  response.headers.set(REQUEST_ID_HEADER, id);
  for (const [name, value] of Object.entries(securityHeaders(request.nextUrl.pathname, csp))) response.headers.set(name, value);
  // Everything here is per person: never cached by a browser or a proxy.
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

async function gate(request: NextRequest, csp: string, id: string): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const now = Date.now();
  const { data: session, current } = await readCookie(request);
  const alive = isSessionAlive(session, now);
  // Sliding idle expiry: the customer's requests reseal the cookie with a fresh lastSeenAt, at most once
  // a minute, never past the absolute expiry; a monitoring beacon must not keep an abandoned session
  // alive. A cookie sealed with the previous secret (a rotation under way) is sealed again with the
  // current one on any request, and the page and handlers behind this gate read the new seal.
  const activity = countsAsActivity(pathname);
  const reseal = alive ? ((activity ? touchSession(session, now) : null) ?? (current ? null : renewSeal(session, now))) : null;
  const sealed = reseal ? await sealData(reseal.session, { password: sessionOptions().password, ttl: reseal.sealTtlSeconds }) : null;
  if (sealed) request.cookies.set(sessionOptions().cookieName, sealed);

  // Pages learn their own path and the nonce from here, never from the client.
  const headers = new Headers(request.headers);
  headers.delete('x-middleware-subrequest');
  headers.set('x-portal-path', pathname + search);
  headers.set('content-security-policy', csp);
  // Pages and handlers send it to the lender with every call (lib/lender/client.ts).
  headers.set(REQUEST_ID_HEADER, id);
  const pass = () => NextResponse.next({ request: { headers } });

  const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  const isPublic = PUBLIC_PAGES.some((p) => pathname === p || pathname.startsWith(p + '/')) || PUBLIC_HANDLERS.includes(pathname) || PUBLIC_HANDLER_PREFIXES.some((p) => pathname.startsWith(p));

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
  // The answer says the request was counted, for the page's idle warning.
  if (activity) response.headers.set('server-timing', ACTIVITY_TIMING);
  if (sealed && reseal) {
    const options = sessionOptions();
    response.cookies.set(options.cookieName, sealed, { ...options.cookieOptions, maxAge: reseal.maxAgeSeconds });
  }
  return response;
}

// Left out besides the static files: the streamed uploads (lib/security/headers.ts's STREAMED_UPLOADS). Next
// clones and buffers, up to 10 MB, the body of every request its proxy sees (and cuts it there); an upload's
// body must stream through its handler untouched. bff() still checks its Origin and session.
export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|robots.txt|icon.svg|.well-known/security.txt|api/applications/[^/]+/checklist/[^/]+/files$|api/assistance_requests/[^/]+/files$).*)'],
};
