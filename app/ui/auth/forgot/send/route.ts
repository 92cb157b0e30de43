// POST /ui/auth/forgot/send — the forgotten-password form's target: asks the lender to e-mail a reset
// link, then back to the form with the one answer for any e-mail (or why nothing could be asked).
import { NextResponse, type NextRequest } from 'next/server';
import { isSameOrigin } from '@/lib/bff/handler';
import { visitorOf } from '@/lib/bff/request-info';
import { PasswordResetRequestSchema } from '@/lib/contract/account-access';
import { requestPasswordReset } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';
import { retryAfterMinutes } from '@/lib/rules/retry-after';

function back(request: NextRequest, params: Record<string, string>) {
  const url = new URL('/ui/auth/forgot', request.url);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return NextResponse.redirect(url, 303);
}

export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return NextResponse.json({ message: 'This request was refused.' }, { status: 403 });
  const form = await request.formData().catch(() => null);
  const email = form?.get('email');
  const parsed = PasswordResetRequestSchema.safeParse({ email: typeof email === 'string' ? email : '' });
  if (!parsed.success) return back(request, { error: 'invalid' });
  try {
    await requestPasswordReset(parsed.data.email, visitorOf(request));
    return back(request, { sent: '1' });
  } catch (err) {
    if (isLenderError(err) && err.status === 422) return back(request, { error: 'invalid' });
    if (isLenderError(err) && err.status === 429) {
      const minutes = retryAfterMinutes(err.retryAfter);
      return back(request, { error: 'locked', ...(minutes ? { retry: String(minutes) } : {}) });
    }
    return back(request, { error: 'unavailable' });
  }
}
