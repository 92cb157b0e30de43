// POST /ui/auth/passkey — the sign-in page's passkey form: the browser's signed answer (as JSON in one field)
// goes to the lender, which checks it against its challenge; a passkey is two factors, so the session is
// sealed at once (no second step) and the browser goes where it was going, like the password's sign-in.
import type { NextRequest } from 'next/server';
import { formFields, parseFields, refusedOrigin, seeOther } from '@/lib/bff/form-post';
import { visitorOf } from '@/lib/bff/request-info';
import { PasskeySignInRequestSchema } from '@/lib/contract/passkeys';
import { refusal } from '@/lib/contract/refusals';
import { lender } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';
import { countSignIn, type SignInOutcome } from '@/lib/monitoring/metrics';
import { safeRedirectPath } from '@/lib/rules/access';
import { retryAfterMinutes } from '@/lib/rules/retry-after';
import { establishSession } from '@/lib/session/establish';

const readJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export async function POST(request: NextRequest) {
  const refused = refusedOrigin(request);
  if (refused) return refused;
  const field = await formFields(request);
  const redirectUri = safeRedirectPath(field('redirect_uri'));
  const back = (error: string, outcome: SignInOutcome, extra: Record<string, string> = {}) => {
    countSignIn('passkey', outcome);
    return seeOther(request, '/ui/auth', { error, ...(redirectUri ? { redirect_uri: redirectUri } : {}), ...extra });
  };
  const parsed = parseFields(PasskeySignInRequestSchema, { credential: readJson(field('credential')) });
  if (!parsed.ok) return back('passkey', 'invalid');
  try {
    const { token } = await lender.passkeySignIn({ visitor: visitorOf(request), body: { credential: parsed.data.credential } });
    const target = await establishSession(token, redirectUri);
    countSignIn('passkey', 'signed_in');
    return seeOther(request, target);
  } catch (err) {
    if (isLenderError(err) && err.status === 401) return back(err.code === refusal('account.lender.passkeyExpired') ? 'passkey_expired' : 'passkey', 'credentials');
    if (isLenderError(err) && err.status === 422) return back('passkey', 'invalid');
    if (isLenderError(err) && err.status === 429) {
      const minutes = retryAfterMinutes(err.retryAfter);
      return back('passkey_locked', 'locked', minutes ? { retry: String(minutes) } : {});
    }
    return back('unavailable', 'unavailable');
  }
}
