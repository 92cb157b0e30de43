// POST /ui/auth/reset/submit — the reset form's target: the lender sets the new password and ends every
// session of the account. This browser's own session (if any) ends with them; then to sign in, which
// says the password was changed. A refused password goes back to the form with the reason's code.
import { NextResponse, type NextRequest } from 'next/server';
import { isSameOrigin } from '@/lib/bff/handler';
import { visitorOf } from '@/lib/bff/request-info';
import { PasswordResetCompleteSchema } from '@/lib/contract/account-access';
import { completePasswordReset } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';
import { PASSWORD_RESET_NOTICE } from '@/lib/rules/access';
import { passwordRefusalOf } from '@/lib/rules/password-words';
import { getSession } from '@/lib/session/session';
import { forgetToken } from '@/lib/session/token-check';

function redirect(request: NextRequest, path: string, params: Record<string, string>) {
  const url = new URL(path, request.url);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return NextResponse.redirect(url, 303);
}

export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return NextResponse.json({ message: 'This request was refused.' }, { status: 403 });
  const form = await request.formData().catch(() => null);
  const field = (name: string) => (typeof form?.get(name) === 'string' ? (form.get(name) as string) : '');
  const parsed = PasswordResetCompleteSchema.safeParse({ token: field('token'), new_password: field('new_password') });
  if (!parsed.success) {
    const tokenOk = !parsed.error.issues.some((issue) => issue.path[0] === 'token');
    return tokenOk ? redirect(request, '/ui/auth/reset', { token: field('token'), error: 'empty' }) : redirect(request, '/ui/auth/reset', { error: 'expired' });
  }
  const { token, new_password: password } = parsed.data;
  try {
    await completePasswordReset(token, password, visitorOf(request));
  } catch (err) {
    if (isLenderError(err) && err.status === 410) return redirect(request, '/ui/auth/reset', { error: 'expired' });
    if (isLenderError(err) && err.status === 422) return redirect(request, '/ui/auth/reset', { token, error: passwordRefusalOf(err.errors?.new_password?.[0] ?? err.message) ?? 'weak' });
    if (isLenderError(err) && err.status === 429) return redirect(request, '/ui/auth/reset', { token, error: 'locked' });
    return redirect(request, '/ui/auth/reset', { token, error: 'unavailable' });
  }
  // Every session of the account ended upstream; this browser's cookie goes with them.
  const session = await getSession();
  if (session.token) forgetToken(session.token);
  session.destroy();
  return redirect(request, '/ui/auth', { error: PASSWORD_RESET_NOTICE });
}
