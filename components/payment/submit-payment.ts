'use client';
// Sends a confirmed payment to the BFF and says what came of it. A 409 (the same key still in flight,
// e.g. from another tab) is waited out and retried with the same key, which then replays the answer.
import { bffFetch } from '@/lib/client/bff-fetch';
import { DUPLICATE_ERROR_FIELD, IDEMPOTENCY_HEADER } from '@/lib/contract/transaction-headers';
import type { CreateTransactionRequest } from '@/lib/contract/transactions';

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

export async function submitPayment(body: CreateTransactionRequest, key: string, thanksPath: (id: number) => string): Promise<SubmitResult> {
  for (let attempt = 0; attempt <= MAX_BUSY_RETRIES; attempt++) {
    const res = await bffFetch('/api/transactions', {
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_HEADER]: key },
      schema: () => import('@/lib/contract/transactions').then((m) => m.CreateTransactionResponseSchema),
    });
    // redirect_url is the spec's; the id (an extension) only gives a fallback when redirect_url is not ours.
    if (res.ok) return { kind: 'done', redirectUrl: safeRedirect(res.data.redirect_url, res.data.id !== undefined ? thanksPath(res.data.id) : '/ui/auth') };
    if (res.status === 409) {
      await wait(1000);
      continue;
    }
    const duplicate = res.errors[DUPLICATE_ERROR_FIELD]?.[0];
    if (res.status === 422 && duplicate) return { kind: 'duplicate', message: duplicate };
    if (res.status === 422) return { kind: 'invalid', message: res.message, errors: res.errors };
    return { kind: 'failed', message: res.status === 0 || res.status >= 500 ? null : res.message };
  }
  return { kind: 'failed', message: null };
}
