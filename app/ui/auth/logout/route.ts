// /ui/auth/logout — ends the session upstream (the token is revoked), clears the cookie, back to /ui/auth.
import { NextResponse, type NextRequest } from 'next/server';
import { isSameOrigin } from '@/lib/bff/handler';
import { signOut } from '@/lib/lender/api';
import { getSession } from '@/lib/session/session';

async function logout(request: NextRequest) {
  const session = await getSession();
  if (session.token) await signOut(session.token).catch(() => undefined);
  session.destroy();
  return NextResponse.redirect(new URL('/ui/auth', request.url), 303);
}

// The header's Sign Out button posts here.
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return NextResponse.json({ message: 'This request was refused.' }, { status: 403 });
  return logout(request);
}

// The spec's link: typed in or followed from our own pages signs out; a cross-site link does not.
export async function GET(request: NextRequest) {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return NextResponse.redirect(new URL('/', request.url), 303);
  return logout(request);
}
