// POST /ui/auth/email/stop/submit — the stop page's target: the pending change of the sign-in e-mail ends.
import type { NextRequest } from 'next/server';
import { formFields, parseFields, refusedOrigin, seeOther } from '@/lib/bff/form-post';
import { visitorOf } from '@/lib/bff/request-info';
import { EmailChangeTokenRequestSchema } from '@/lib/contract/email-change';
import { lender } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';

export async function POST(request: NextRequest) {
  const refused = refusedOrigin(request);
  if (refused) return refused;
  const field = await formFields(request);
  const parsed = parseFields(EmailChangeTokenRequestSchema, { token: field('token') });
  if (!parsed.ok) return seeOther(request, '/ui/auth/email/stop', { error: 'expired' });
  try {
    await lender.stopEmailChange({ visitor: visitorOf(request), body: { token: parsed.data.token } });
  } catch (err) {
    const gone = isLenderError(err) && (err.status === 410 || err.status === 422);
    return seeOther(request, '/ui/auth/email/stop', gone ? { error: 'expired' } : { token: parsed.data.token, error: 'unavailable' });
  }
  return seeOther(request, '/ui/auth/email/stop', { stopped: '1' });
}
