// POST /ui/auth/email/confirm/submit — the confirmation page's target: the lender makes the new e-mail the
// sign-in and ends every session of the account, this browser's with them; then to sign in, which says so.
import type { NextRequest } from 'next/server';
import { formFields, parseFields, refusedOrigin, seeOther } from '@/lib/bff/form-post';
import { visitorOf } from '@/lib/bff/request-info';
import { EmailChangeTokenRequestSchema } from '@/lib/contract/email-change';
import { lender } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';
import { EMAIL_CHANGED_NOTICE } from '@/lib/rules/access';
import { endThisSession } from '@/lib/session/session';

export async function POST(request: NextRequest) {
  const refused = refusedOrigin(request);
  if (refused) return refused;
  const field = await formFields(request);
  const parsed = parseFields(EmailChangeTokenRequestSchema, { token: field('token') });
  if (!parsed.ok) return seeOther(request, '/ui/auth/email/confirm', { error: 'expired' });
  try {
    await lender.confirmEmailChange({ visitor: visitorOf(request), body: { token: parsed.data.token } });
  } catch (err) {
    const gone = isLenderError(err) && (err.status === 410 || err.status === 422);
    return seeOther(request, '/ui/auth/email/confirm', gone ? { error: 'expired' } : { token: parsed.data.token, error: 'unavailable' });
  }
  await endThisSession();
  return seeOther(request, '/ui/auth', { error: EMAIL_CHANGED_NOTICE });
}
