// /ui/auth/logout — ends the session upstream (the token is revoked), clears the cookie, back to /ui/auth.
// ?reason=idle&redirect_uri=… (the idle warning ran out): the sign-in page says why, and returns there.
// Redirects go to the portal's public origin (portalOrigin), never to request.url's: that is the address the
// server listens on (http://0.0.0.0:3000 for a standalone server listening on every interface).
import { NextResponse, type NextRequest } from 'next/server';
import { isSameOrigin } from '@/lib/bff/handler';
import { portalOrigin } from '@/lib/bff/request-info';
import { lender } from '@/lib/lender/api';
import { safeRedirectPath } from '@/lib/rules/access';
import { IDLE_SIGN_OUT_REASON } from '@/lib/rules/session-timeout';
import { getSession } from '@/lib/session/session';
import { forgetToken } from '@/lib/session/token-check';

async function logout(request: NextRequest) {
  const session = await getSession();
  if (session.token) {
    // Signing out ends the portal's session whatever the lender answers: its token is forgotten here.
    // eslint-disable-next-line no-restricted-syntax -- a route handler, not a page: no redirect to keep
    await lender.signOut({ token: session.token }).catch(() => undefined);
    forgetToken(session.token);
  }
  session.destroy();
  const signIn = new URL('/ui/auth', portalOrigin(request));
  if (request.nextUrl.searchParams.get('reason') === IDLE_SIGN_OUT_REASON) {
    signIn.searchParams.set('error', IDLE_SIGN_OUT_REASON);
    const back = safeRedirectPath(request.nextUrl.searchParams.get('redirect_uri'));
    if (back) signIn.searchParams.set('redirect_uri', back);
  }
  return NextResponse.redirect(signIn, 303);
}

// The header's Sign Out button posts here.
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return NextResponse.json({ message: 'This request was refused.' }, { status: 403 });
  return logout(request);
}

// The spec's link: typed in or followed from our own pages signs out; a cross-site link does not.
export async function GET(request: NextRequest) {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return NextResponse.redirect(new URL('/', portalOrigin(request)), 303);
  return logout(request);
}
