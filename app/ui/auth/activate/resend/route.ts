// POST /ui/auth/activate/resend — "Send me a new link" on an expired welcome link: the same answer for any e-mail.
import type { NextRequest } from 'next/server';
import { formFields, parseFields, refusedOrigin, seeOther } from '@/lib/bff/form-post';
import { visitorOf } from '@/lib/bff/request-info';
import { ActivationResendSchema } from '@/lib/contract/account-access';
import { lender } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';

export async function POST(request: NextRequest) {
  const refused = refusedOrigin(request);
  if (refused) return refused;
  const field = await formFields(request);
  const back = (params: Record<string, string>) => seeOther(request, '/ui/auth/activate', params);
  const parsed = parseFields(ActivationResendSchema, { email: field('email') });
  if (!parsed.ok) return back({ error: 'invalid' });
  try {
    await lender.resendActivation({ visitor: visitorOf(request), body: { email: parsed.data.email } });
    return back({ sent: '1' });
  } catch (err) {
    if (isLenderError(err) && err.status === 429) return back({ error: 'resend-locked' });
    if (isLenderError(err) && err.status === 422) return back({ error: 'invalid' });
    return back({ error: 'unavailable' });
  }
}
