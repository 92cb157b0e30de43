// POST /ui/auth/activate/submit — the first sign-in's form: the lender checks date of birth and SSN last 4,
// then the password; on success to sign in, which says the sign-in is ready. Refusals go back to the form
// with a code (never the answers or the password in the address).
import { NextResponse, type NextRequest } from 'next/server';
import { isSameOrigin } from '@/lib/bff/handler';
import { visitorOf } from '@/lib/bff/request-info';
import { ACTIVATION_MESSAGES, ActivationCompleteSchema } from '@/lib/contract/account-access';
import { completeActivation } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';
import { ACTIVATED_NOTICE } from '@/lib/rules/access';
import { passwordRefusalOf } from '@/lib/rules/password-words';

function redirect(request: NextRequest, path: string, params: Record<string, string>) {
  const url = new URL(path, request.url);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return NextResponse.redirect(url, 303);
}

export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return NextResponse.json({ message: 'This request was refused.' }, { status: 403 });
  const form = await request.formData().catch(() => null);
  const field = (name: string) => (typeof form?.get(name) === 'string' ? (form.get(name) as string) : '');
  const token = field('token');
  const parsed = ActivationCompleteSchema.safeParse({ token, date_of_birth: field('date_of_birth'), ssn_last4: field('ssn_last4').trim(), new_password: field('new_password') });
  if (!parsed.success) {
    const paths = new Set(parsed.error.issues.map((issue) => issue.path[0]));
    if (paths.has('token')) return redirect(request, '/ui/auth/activate', { error: 'expired' });
    return redirect(request, '/ui/auth/activate', { token, error: paths.has('date_of_birth') || paths.has('ssn_last4') ? 'identity' : 'empty' });
  }
  try {
    await completeActivation(parsed.data, visitorOf(request));
  } catch (err) {
    if (isLenderError(err) && err.status === 410) return redirect(request, '/ui/auth/activate', { error: err.message === ACTIVATION_MESSAGES.tooManyTries ? 'tries' : 'expired' });
    if (isLenderError(err) && err.status === 422) {
      if (err.errors?.date_of_birth) return redirect(request, '/ui/auth/activate', { token, error: 'identity', left: /(\d) tr/.exec(err.message)?.[1] ?? '' });
      return redirect(request, '/ui/auth/activate', { token, error: passwordRefusalOf(err.errors?.new_password?.[0] ?? err.message) ?? 'weak' });
    }
    if (isLenderError(err) && err.status === 429) return redirect(request, '/ui/auth/activate', { token, error: 'locked' });
    return redirect(request, '/ui/auth/activate', { token, error: 'unavailable' });
  }
  return redirect(request, '/ui/auth', { error: ACTIVATED_NOTICE });
}
