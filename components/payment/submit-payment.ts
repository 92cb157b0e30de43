'use client';
// Sends a confirmed payment to the BFF and says what came of it. A 409 (the same key still in flight,
// e.g. from another tab) is waited out and retried with the same key, which then replays the answer.
import type { AnswerOf, bffCall, CallOptions } from '@/lib/client/bff-call';
import type { BffResult } from '@/lib/client/bff-fetch';
import { bffRoutes } from '@/lib/client/bff-routes';
import { DUPLICATE_ERROR_FIELD } from '@/lib/contract/transaction-headers';

type PaymentBody = CallOptions<typeof bffRoutes.payments.create>['body'];
type PaymentAnswer = BffResult<AnswerOf<typeof bffRoutes.payments.create>>;

export type SubmitResult =
  | { kind: 'done'; redirectUrl: string }
  | { kind: 'duplicate'; message: string }
  | { kind: 'invalid'; message: string; errors: Record<string, string[]> }
  /** message null: the payment could not be confirmed (no answer, or the server failed); the review says so. */
  | { kind: 'failed'; message: string | null };

const MAX_BUSY_RETRIES = 15;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Only a path of this portal is followed; anything else falls back to the thanks page we know. */
export function safeRedirect(redirectUrl: string, fallback: string): string {
  return /^\/ui\/[\w/-]*$/.test(redirectUrl) ? redirectUrl : fallback;
}

/** The payment, sent with its key until it is no longer in flight elsewhere (409). */
export async function sendPayment(call: typeof bffCall, body: PaymentBody, key: string): Promise<PaymentAnswer> {
  let res = await call(bffRoutes.payments.create, { body, idempotencyKey: key });
  for (let attempt = 0; attempt < MAX_BUSY_RETRIES && !res.ok && res.status === 409; attempt++) {
    await wait(1000);
    res = await call(bffRoutes.payments.create, { body, idempotencyKey: key });
  }
  return res;
}

/** What the answer means for the payment step. */
export function paymentOutcome(res: PaymentAnswer, thanksPath: (id: number) => string): SubmitResult {
  // redirect_url is the spec's; the id (an extension) only gives a fallback when redirect_url is not ours.
  if (res.ok) return { kind: 'done', redirectUrl: safeRedirect(res.data.redirect_url, res.data.id !== undefined ? thanksPath(res.data.id) : '/ui/auth') };
  const duplicate = res.errors[DUPLICATE_ERROR_FIELD]?.[0];
  if (res.status === 422 && duplicate) return { kind: 'duplicate', message: duplicate };
  if (res.status === 422) return { kind: 'invalid', message: res.message, errors: res.errors };
  return { kind: 'failed', message: res.status === 0 || res.status >= 500 || res.status === 409 ? null : res.message };
}
