// POST /ui/auth/passkey — the sign-in page's passkey form: the browser's signed answer (as JSON in one field)
// goes to the lender, which checks it against its challenge; a passkey is two factors, so the session is
// sealed at once (no second step) and the browser goes where it was going, like the password's sign-in.
import type { NextRequest } from 'next/server';
import { formFields, parseFields, refusedOrigin, seeOther } from '@/lib/bff/form-post';
import { visitorOf } from '@/lib/bff/request-info';
import { PASSKEY_MESSAGES } from '@/lib/contract/passkey-words';
import { PasskeySignInRequestSchema } from '@/lib/contract/passkeys';
import { passkeySignIn } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';
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
  const back = (error: string, extra: Record<string, string> = {}) =>
    seeOther(request, '/ui/auth', { error, ...(redirectUri ? { redirect_uri: redirectUri } : {}), ...extra });
  const parsed = parseFields(PasskeySignInRequestSchema, { credential: readJson(field('credential')) });
  if (!parsed.ok) return back('passkey');
  try {
    const { token } = await passkeySignIn(parsed.data.credential, visitorOf(request));
    return seeOther(request, await establishSession(token, redirectUri));
  } catch (err) {
    if (isLenderError(err) && err.status === 401) return back(err.message === PASSKEY_MESSAGES.expired ? 'passkey_expired' : 'passkey');
    if (isLenderError(err) && err.status === 422) return back('passkey');
    if (isLenderError(err) && err.status === 429) {
      const minutes = retryAfterMinutes(err.retryAfter);
      return back('passkey_locked', minutes ? { retry: String(minutes) } : {});
    }
    return back('unavailable');
  }
}
