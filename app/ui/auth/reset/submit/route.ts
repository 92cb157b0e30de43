// POST /ui/auth/reset/submit — the reset form's target: the lender sets the new password and ends every
// session of the account. This browser's own session (if any) ends with them; then to sign in, which
// says the password was changed. A refused password goes back to the form with the reason's code.
import type { NextRequest } from 'next/server';
import { formFields, newPasswordRefusal, parseFields, refusedOrigin, schemaPasswordRefusal, seeOther } from '@/lib/bff/form-post';
import { visitorOf } from '@/lib/bff/request-info';
import { PasswordResetCompleteSchema } from '@/lib/contract/account-access';
import { lender } from '@/lib/lender/api';
import { PASSWORD_RESET_NOTICE } from '@/lib/rules/access';
import { endThisSession } from '@/lib/session/session';

export async function POST(request: NextRequest) {
  const refused = refusedOrigin(request);
  if (refused) return refused;
  const field = await formFields(request);
  const back = (params: Record<string, string>) => seeOther(request, '/ui/auth/reset', params);
  const parsed = parseFields(PasswordResetCompleteSchema, { token: field('token'), new_password: field('new_password') });
  if (!parsed.ok) return parsed.refused.has('token') ? back({ error: 'expired' }) : back({ token: field('token'), error: schemaPasswordRefusal(parsed.messages.new_password) });
  const { token, new_password: password } = parsed.data;
  try {
    await lender.completePasswordReset({ visitor: visitorOf(request), body: { token, new_password: password } });
  } catch (err) {
    const { error, keepLink } = newPasswordRefusal(err);
    return back(keepLink ? { token, error } : { error });
  }
  // Every session of the account ended upstream; this browser's cookie goes with them.
  await endThisSession();
  return seeOther(request, '/ui/auth', { error: PASSWORD_RESET_NOTICE });
}
