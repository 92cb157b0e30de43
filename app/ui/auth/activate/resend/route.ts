// POST /ui/auth/activate/resend — "Send me a new link" on an expired welcome link: the same answer for any e-mail.
import { NextResponse, type NextRequest } from 'next/server';
import { isSameOrigin } from '@/lib/bff/handler';
import { visitorOf } from '@/lib/bff/request-info';
import { ActivationResendSchema } from '@/lib/contract/account-access';
import { resendActivation } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';

function back(request: NextRequest, params: Record<string, string>) {
  const url = new URL('/ui/auth/activate', request.url);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return NextResponse.redirect(url, 303);
}

export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return NextResponse.json({ message: 'This request was refused.' }, { status: 403 });
  const form = await request.formData().catch(() => null);
  const email = form?.get('email');
  const parsed = ActivationResendSchema.safeParse({ email: typeof email === 'string' ? email : '' });
  if (!parsed.success) return back(request, { error: 'invalid' });
  try {
    await resendActivation(parsed.data.email, visitorOf(request));
    return back(request, { sent: '1' });
  } catch (err) {
    if (isLenderError(err) && err.status === 429) return back(request, { error: 'resend-locked' });
    if (isLenderError(err) && err.status === 422) return back(request, { error: 'invalid' });
    return back(request, { error: 'unavailable' });
  }
}
