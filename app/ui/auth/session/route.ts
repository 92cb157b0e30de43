// POST /ui/auth/session — the sign-in form's target: signs in upstream, seals the session cookie,
// and returns to redirect_uri (same-origin paths only) or the user's landing page. An account with two-step
// verification goes on to /ui/auth/verify, the challenge kept in a short sealed cookie (never in the URL).
// PUT /ui/auth/session — "Stay signed in" (the idle warning): extends the session upstream and here.
// Redirects go to the portal's public origin (portalOrigin), never to request.url's: that is the address the
// server listens on (http://0.0.0.0:3000 for a standalone server listening on every interface).
import { NextResponse, type NextRequest } from 'next/server';
import { bff, isSameOrigin } from '@/lib/bff/handler';
import { portalOrigin, visitorOf } from '@/lib/bff/request-info';
import { SessionExtendedSchema, SignInRequestSchema } from '@/lib/contract/auth';
import { lender } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';
import { countSignIn, type SignInOutcome } from '@/lib/monitoring/metrics';
import { safeRedirectPath } from '@/lib/rules/access';
import { retryAfterMinutes } from '@/lib/rules/retry-after';
import { getSession } from '@/lib/session/session';
import { establishSession } from '@/lib/session/establish';
import { clearDeviceToken, readDeviceToken, savePendingSignIn } from '@/lib/session/second-step';

function back(request: NextRequest, error: SignInOutcome, redirectUri: string | null, extra: Record<string, string> = {}) {
  countSignIn('password', error);
  const url = new URL('/ui/auth', portalOrigin(request));
  url.searchParams.set('error', error);
  if (redirectUri) url.searchParams.set('redirect_uri', redirectUri);
  for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
  return NextResponse.redirect(url, 303);
}

export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return NextResponse.json({ message: 'This request was refused.' }, { status: 403 });
  // eslint-disable-next-line no-restricted-syntax -- a malformed form body, not a lender call
  const form = await request.formData().catch(() => null);
  const field = (name: string) => (typeof form?.get(name) === 'string' ? (form.get(name) as string) : '');
  const redirectUri = safeRedirectPath(field('redirect_uri'));

  const parsed = SignInRequestSchema.safeParse({ email: field('email'), password: field('password') });
  if (!parsed.success) return back(request, 'invalid', redirectUri);

  try {
    const deviceToken = await readDeviceToken();
    const body = { ...parsed.data, ...(deviceToken ? { device_token: deviceToken } : {}) };
    const answer = await lender.signIn({ body, visitor: visitorOf(request) });
    if ('second_step' in answer) {
      // A remembered device the lender no longer knows (forgotten, expired, a reset password) is dropped.
      if (deviceToken) await clearDeviceToken();
      await savePendingSignIn({ step: answer.second_step, redirectUri });
      countSignIn('password', 'second_step');
      return NextResponse.redirect(new URL('/ui/auth/verify', portalOrigin(request)), 303);
    }
    const target = await establishSession(answer.token, redirectUri);
    countSignIn('password', 'signed_in');
    return NextResponse.redirect(new URL(target, portalOrigin(request)), 303);
  } catch (err) {
    if (isLenderError(err) && err.status === 401) return back(request, 'credentials', redirectUri);
    if (isLenderError(err) && err.status === 422) return back(request, 'invalid', redirectUri);
    if (isLenderError(err) && err.status === 429) {
      const minutes = retryAfterMinutes(err.retryAfter);
      return back(request, 'locked', redirectUri, minutes ? { retry: String(minutes) } : {});
    }
    return back(request, 'unavailable', redirectUri);
  }
}

// Any authenticated call is activity for the lender's idle clock; the identity call is the cheapest the
// spec names. An ended token answers 401, which the wrapper turns into "sign in again".
export const PUT = bff({}, async ({ session }) => {
  await lender.getPlatformMe({ token: session.token });
  const live = await getSession();
  live.lastSeenAt = Date.now();
  await live.save();
  return SessionExtendedSchema.parse({ ok: true });
});
