// POST /ui/auth/verify/submit — the verify form's target: the code (or a recovery code) completes the
// sign-in's challenge upstream; the session is sealed, and the device remembered when asked. A wrong code
// goes back to the form with the tries left; an ended challenge goes back to sign in.
import type { NextRequest } from 'next/server';
import { parseFields, seeOther } from '@/lib/bff/form-post';
import { secondStepPost } from '@/lib/bff/second-step-post';
import { visitorOf } from '@/lib/bff/request-info';
import { refusal } from '@/lib/contract/refusals';
import { SecondStepCompleteSchema } from '@/lib/contract/two-step';
import { lender } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';
import { SECOND_STEP_ENDED, SECOND_STEP_LOCKED, triesLeftIn } from '@/lib/rules/second-step';
import { establishSession } from '@/lib/session/establish';
import { clearPendingSignIn, saveDeviceToken } from '@/lib/session/second-step';

export async function POST(request: NextRequest) {
  const post = await secondStepPost(request);
  if ('answer' in post) return post.answer;
  const { pending, field } = post;
  const recovery = field('use') === 'recovery';
  const back = (params: Record<string, string>) => seeOther(request, '/ui/auth/verify', recovery ? { use: 'recovery', ...params } : params);
  const parsed = parseFields(SecondStepCompleteSchema, { challenge: pending.step.challenge, code: field('code'), remember_device: field('remember') === '1' });
  if (!parsed.ok) return back({ error: field('code').trim() ? 'format' : 'empty' });
  try {
    const answer = await lender.completeSecondStep({ body: parsed.data, visitor: visitorOf(request) });
    if (answer.device_token && answer.device_expires_at) await saveDeviceToken(answer.device_token, answer.device_expires_at);
    await clearPendingSignIn();
    return seeOther(request, await establishSession(answer.token, pending.redirectUri));
  } catch (err) {
    if (isLenderError(err) && err.status === 410) {
      await clearPendingSignIn();
      return seeOther(request, '/ui/auth', { error: err.codes?.code?.[0] === refusal('account.lender.tooManyTries') ? SECOND_STEP_LOCKED : SECOND_STEP_ENDED });
    }
    if (isLenderError(err) && err.status === 422) {
      const message = err.errors?.code?.[0] ?? err.message;
      if ((err.codes?.code?.[0] ?? err.code) === refusal('account.lender.codeExpired')) return back({ error: 'expired' });
      // The app's code of a step already used (the one that turned two-step on, typed again): wait for the next.
      if ((err.codes?.code?.[0] ?? err.code) === refusal('account.lender.codeUsed')) return back({ error: 'used' });
      const left = triesLeftIn(message);
      return back(left ? { error: 'wrong', left: String(left) } : { error: 'wrong' });
    }
    if (isLenderError(err) && err.status === 429) return back({ error: 'locked' });
    return back({ error: 'unavailable' });
  }
}
