// POST /ui/auth/activate/submit — the first sign-in's form: the lender checks date of birth and SSN last 4,
// then the password; on success to sign in, which says the sign-in is ready. Refusals go back to the form
// with a code (never the answers or the password in the address).
import type { NextRequest } from 'next/server';
import { formFields, newPasswordRefusal, parseFields, refusedOrigin, schemaPasswordRefusal, seeOther } from '@/lib/bff/form-post';
import { visitorOf } from '@/lib/bff/request-info';
import { ActivationCompleteSchema } from '@/lib/contract/account-access';
import { refusal } from '@/lib/contract/refusals';
import { lender } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';
import { ACTIVATED_NOTICE } from '@/lib/rules/access';

export async function POST(request: NextRequest) {
  const refused = refusedOrigin(request);
  if (refused) return refused;
  const field = await formFields(request);
  const token = field('token');
  const back = (params: Record<string, string>) => seeOther(request, '/ui/auth/activate', params);
  const parsed = parseFields(ActivationCompleteSchema, { token, date_of_birth: field('date_of_birth'), ssn_last4: field('ssn_last4').trim(), new_password: field('new_password') });
  if (!parsed.ok) {
    if (parsed.refused.has('token')) return back({ error: 'expired' });
    return back({ token, error: parsed.refused.has('date_of_birth') || parsed.refused.has('ssn_last4') ? 'identity' : schemaPasswordRefusal(parsed.messages.new_password) });
  }
  try {
    await lender.completeActivation({ body: parsed.data, visitor: visitorOf(request) });
  } catch (err) {
    // Three wrong answers end the link, with a message of its own; a wrong answer says how many tries are left.
    if (isLenderError(err) && err.status === 410) return back({ error: err.code === refusal('account.lender.activationTooManyTries') ? 'tries' : 'expired' });
    if (isLenderError(err) && err.status === 422 && err.errors?.date_of_birth) return back({ token, error: 'identity', left: /(\d) tr/.exec(err.message)?.[1] ?? '' });
    const { error } = newPasswordRefusal(err);
    return back({ token, error });
  }
  return seeOther(request, '/ui/auth', { error: ACTIVATED_NOTICE });
}
