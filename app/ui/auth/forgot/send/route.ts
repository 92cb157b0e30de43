// POST /ui/auth/forgot/send — the forgotten-password form's target: asks the lender to e-mail a reset
// link, then back to the form with the one answer for any e-mail (or why nothing could be asked).
import type { NextRequest } from 'next/server';
import { formFields, parseFields, refusedOrigin, seeOther } from '@/lib/bff/form-post';
import { visitorOf } from '@/lib/bff/request-info';
import { PasswordResetRequestSchema } from '@/lib/contract/account-access';
import { lender } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';
import { retryAfterMinutes } from '@/lib/rules/retry-after';

export async function POST(request: NextRequest) {
  const refused = refusedOrigin(request);
  if (refused) return refused;
  const field = await formFields(request);
  const back = (params: Record<string, string>) => seeOther(request, '/ui/auth/forgot', params);
  const parsed = parseFields(PasswordResetRequestSchema, { email: field('email') });
  if (!parsed.ok) return back({ error: 'invalid' });
  try {
    await lender.requestPasswordReset({ visitor: visitorOf(request), body: { email: parsed.data.email } });
    return back({ sent: '1' });
  } catch (err) {
    if (isLenderError(err) && err.status === 422) return back({ error: 'invalid' });
    if (isLenderError(err) && err.status === 429) {
      const minutes = retryAfterMinutes(err.retryAfter);
      return back({ error: 'locked', ...(minutes ? { retry: String(minutes) } : {}) });
    }
    return back({ error: 'unavailable' });
  }
}
