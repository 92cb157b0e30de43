// One virtual customer of the load run, doing what a customer does in a browser: sign in, open the loan
// page and Make Payment, pay (one Idempotency-Key per payment, kept for every retry, as the browser's
// payment form does), land on the thanks page, look at the payment history; again until the deadline.
// A payment the portal did not acknowledge is retried with the same key (a crash of the lender, a
// timeout) until it is, or until the retry window closes; then the customer gives it up.
import { randomUUID } from 'node:crypto';
import { ACH_AUTHORIZATION_VERSION } from '../../lib/rules/ach-authorization';
import { lenderToday } from '../../lib/rules/dates';
import { PASSWORD } from '../bench/http';
import type { Attempt } from './reconcile';

export type RequestKind = 'sign-in' | 'loan page' | 'make payment page' | 'payment' | 'thanks page' | 'history page';

export interface Sample {
  kind: RequestKind;
  /** performance.now() when the request was sent. */
  at: number;
  ms: number;
  /** 0 when no answer came (connection refused, reset, timed out). */
  status: number;
  ok: boolean;
  /** Which instance answered, behind the load run's balancer (its x-served-by); null without one. */
  instance: number | null;
}

export interface LoadCustomer {
  email: string;
  user_id: number;
  application_id: number;
  bank_account_id: number;
}

export interface RunOptions {
  base: string;
  /** performance.now() after which no new payment starts. */
  deadline: number;
  /** How long a payment is retried past the deadline or its own start, whichever is later. */
  retryMs: number;
  record: (sample: Sample) => void;
  attempts: Attempt[];
}

/** What a failing page shows instead of the customer's data (spec 001 section 8): an error, not a success. */
const PAGE_ERROR = /We are experiencing difficulties retrieving your loan|Something went wrong\.|Payment Error/;
const REQUEST_TIMEOUT_MS = 30_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function hit(options: RunOptions, kind: RequestKind, url: string, init: RequestInit, ok: (status: number, body: string, headers: Headers) => boolean) {
  const start = performance.now();
  let status = 0;
  let body = '';
  let headers: Headers | null = null;
  try {
    const res = await fetch(`${options.base}${url}`, { redirect: 'manual', ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    body = await res.text();
    status = res.status;
    headers = res.headers;
  } catch {
    // no answer: status 0
  }
  const servedBy = headers?.get('x-served-by');
  const sample: Sample = { kind, at: start, ms: performance.now() - start, status, ok: headers !== null && ok(status, body, headers), instance: servedBy ? Number(servedBy) : null };
  options.record(sample);
  return { ...sample, body, headers };
}

const page = (options: RunOptions, kind: RequestKind, url: string, cookie: string, mustShow?: RegExp) =>
  hit(options, kind, url, { headers: { cookie } }, (status, body) => status === 200 && !PAGE_ERROR.test(body) && (!mustShow || mustShow.test(body)));

async function signIn(options: RunOptions, email: string): Promise<string | null> {
  const res = await hit(
    options,
    'sign-in',
    '/ui/auth/session',
    { method: 'POST', body: new URLSearchParams({ email, password: PASSWORD }), headers: { origin: options.base } },
    // Back to the sign-in page (?error=unavailable when the lender did not answer) is a failed sign-in.
    (status, _, headers) => status === 303 && !(headers.get('location') ?? '/ui/auth').includes('/ui/auth'),
  );
  return res.ok ? res.headers!.getSetCookie().map((c) => c.split(';')[0]!).join('; ') : null;
}

export async function runCustomer(customer: LoadCustomer, options: RunOptions): Promise<void> {
  const loan = `/ui/customers/${customer.user_id}/applications/${customer.application_id}`;
  let cookie: string | null = null;
  // Amounts are unique per loan within a run ($1.00, $1.01, …): a payment in the database twice is a double.
  let nextCents = 100;

  while (performance.now() < options.deadline) {
    cookie ??= await signIn(options, customer.email);
    if (!cookie) {
      await wait(1000);
      continue;
    }
    await page(options, 'loan page', loan, cookie);
    await page(options, 'make payment page', `${loan}/make-payment`, cookie);

    const attempt: Attempt = { userId: customer.user_id, applicationId: customer.application_id, key: randomUUID(), amountCents: nextCents++, acknowledgedId: null };
    options.attempts.push(attempt);
    const giveUpAt = Math.max(options.deadline, performance.now()) + options.retryMs;
    const body = JSON.stringify({
      application_id: customer.application_id,
      transaction: {
        amount: attempt.amountCents / 100,
        future_effective_at: lenderToday(),
        authorized: true,
        transactable_type: 'BankAccount',
        transactable_id: customer.bank_account_id,
        active: true,
      },
      terms_version: ACH_AUTHORIZATION_VERSION,
    });
    for (let tries = 0; ; tries++) {
      const headers = { cookie: cookie!, origin: options.base, 'content-type': 'application/json', 'idempotency-key': attempt.key };
      const res = await hit(options, 'payment', '/api/transactions', { method: 'POST', headers, body }, (status) => status === 201);
      if (res.ok) {
        attempt.acknowledgedId = (JSON.parse(res.body) as { id: number }).id;
        break;
      }
      if (res.status === 401) cookie = (await signIn(options, customer.email)) ?? cookie;
      // Refused for good (a 4xx other than a session, a busy key or a rate limit): nothing was recorded.
      const retriable = res.status === 0 || res.status === 401 || res.status === 409 || res.status === 429 || res.status >= 500;
      if (!retriable || performance.now() > giveUpAt) break;
      await wait(Math.min(500 * 2 ** tries, 4000));
    }
    if (attempt.acknowledgedId !== null) {
      await page(options, 'thanks page', `${loan}/payments/${attempt.acknowledgedId}/thanks`, cookie!, /Thank you for your payment!/);
    }
    await page(options, 'history page', `${loan}/payments`, cookie!);
  }
}
