// POST /ui/auth/verify/send — "Send the code again", or a code the other way (text message, e-mail): the
// lender sends it (at most once a minute); back to the verify page, which says where it went.
import type { NextRequest } from 'next/server';
import { parseFields, seeOther } from '@/lib/bff/form-post';
import { secondStepPost } from '@/lib/bff/second-step-post';
import { visitorOf } from '@/lib/bff/request-info';
import { refusal } from '@/lib/contract/refusals';
import { SendCodeRequestSchema } from '@/lib/contract/two-step';
import { lender } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';
import { SECOND_STEP_ENDED } from '@/lib/rules/second-step';
import { clearPendingSignIn, savePendingSignIn } from '@/lib/session/second-step';

export async function POST(request: NextRequest) {
  const post = await secondStepPost(request);
  if ('answer' in post) return post.answer;
  const { pending, field } = post;
  const back = (params: Record<string, string>) => seeOther(request, '/ui/auth/verify', params);
  const parsed = parseFields(SendCodeRequestSchema, { challenge: pending.step.challenge, method: field('method') });
  if (!parsed.ok) return back({});
  try {
    const { method, destination } = await lender.sendSecondStepCode({ visitor: visitorOf(request), body: { challenge: parsed.data.challenge, method: parsed.data.method } });
    await savePendingSignIn({ ...pending, step: { ...pending.step, sent: method, destinations: { ...pending.step.destinations, [method]: destination } } });
    return back({ sent: method });
  } catch (err) {
    if (isLenderError(err) && err.status === 410) {
      await clearPendingSignIn();
      return seeOther(request, '/ui/auth', { error: SECOND_STEP_ENDED });
    }
    if (isLenderError(err) && err.status === 429) return back({ error: err.codes?.code?.[0] === refusal('account.lender.tooManySends') ? 'sends' : 'resend-wait' });
    // The number texted STOP: the lender texts it nothing, and the page says how else to sign in (docs/decisions.md).
    if (isLenderError(err) && err.codes?.code?.[0] === refusal('account.lender.textsOff')) return back({ error: 'texts-off' });
    return back({ error: 'unavailable' });
  }
}
