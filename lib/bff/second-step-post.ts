// The start of both verify-page posts: our own origin, the sign-in waiting for its second step
// (none, or expired: back to sign in, which says so), and the form's fields.
import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { formFields, refusedOrigin, seeOther } from './form-post';
import { SECOND_STEP_ENDED } from '../rules/second-step';
import { readPendingSignIn, type PendingSignIn } from '../session/second-step';

export async function secondStepPost(request: NextRequest): Promise<{ answer: NextResponse } | { pending: PendingSignIn; field: (name: string) => string }> {
  const refused = refusedOrigin(request);
  if (refused) return { answer: refused };
  const pending = await readPendingSignIn();
  if (!pending) return { answer: seeOther(request, '/ui/auth', { error: SECOND_STEP_ENDED }) };
  return { pending, field: await formFields(request) };
}
