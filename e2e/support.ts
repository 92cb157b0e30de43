// Shared by the browser tests: personas, sign-in, and the sandbox's own endpoints.
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { baseURL, sandboxURL } from '../playwright.config';

export const PASSWORD = 'demo-password';

export const storageFor = (persona: string) => `e2e/.auth/${persona}.json`;

/** A call to the sandbox (its tools under /sandbox/… or its API), JSON in and out; throws unless it answers 2xx. */
export async function sandboxJson<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${sandboxURL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Signs in through the real form and waits to leave /ui/auth; staff (two-step) enter their e-mailed code. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  if (!page.url().includes('/ui/auth')) await page.goto('/ui/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/ui/auth') || url.pathname === '/ui/auth/verify' || url.searchParams.has('error'));
  if (new URL(page.url()).pathname === '/ui/auth/verify') {
    await withRecentCode(email, async (code) => {
      await page.getByLabel('Verification code').fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.pathname !== '/ui/auth/verify' || url.searchParams.has('error'));
      return new URL(page.url()).pathname !== '/ui/auth/verify';
    });
  }
  await expect(page).not.toHaveURL(/\/ui\/auth/);
}

/**
 * Signs in through the sign-in form's handler (no page): the 303 that sets the session. Staff (two-step) go on through the verify form with their e-mailed code.
 */
export async function postSignIn(ctx: APIRequestContext, email: string, password = PASSWORD): Promise<APIResponse> {
  const res = await ctx.post('/ui/auth/session', { form: { email, password }, headers: { origin: baseURL }, maxRedirects: 0 });
  if (!res.headers().location?.includes('/ui/auth/verify')) return res;
  let answer = res;
  await withRecentCode(email, async (code) => {
    answer = await ctx.post('/ui/auth/verify/submit', { form: { code }, headers: { origin: baseURL }, maxRedirects: 0 });
    return !answer.headers().location?.includes('/ui/auth/verify');
  });
  return answer;
}

/** The addresses a test browser's requests come from (the portal forwards each visitor's address to the lender). */
export const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** Forgets the sandbox's rate-limit counters of one customer id, sign-in e-mail or address. */
export const clearLimits = (key: string | number) => fetch(`${sandboxURL}/sandbox/rate_limits?key=${encodeURIComponent(String(key))}`, { method: 'DELETE' });

/** Codes already accepted: single-use, so never the one another sign-in is waiting for. */
const usedCodes = new Set<string>();

/**
 * Completes a second step with the codes sent to `to`, newest first, skipping those already used. Tests run
 * in parallel and sign the same staff persona in at once: the newest code may be another sign-in's, and its
 * own is then one of the few before it (a challenge allows 5 tries).
 */
async function withRecentCode(to: string, attempt: (code: string) => Promise<boolean>): Promise<void> {
  const codes = (await recentMessagesTo(to)).map((body) => /\b(\d{6})\b/.exec(body)?.[1]).filter((code): code is string => !!code && !usedCodes.has(code));
  for (const code of codes.slice(0, 4)) {
    if (await attempt(code)) {
      usedCodes.add(code);
      return;
    }
  }
  throw new Error(`none of the codes sent to ${to} completed the second step`);
}

/** The 6-digit code of the newest message to an e-mail address or phone number. */
export async function lastCodeTo(to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await lastMessageTo(to))?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Calls the sandbox directly (as the lender API), e.g. to look up a persona's ids; staff complete their second step. */
export async function sandboxToken(email: string): Promise<string> {
  const res = await fetch(`${sandboxURL}/platform/auth/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; second_step?: { challenge: string } };
  if (res.status === 200 && body.second_step) {
    const challenge = body.second_step.challenge;
    let token = '';
    await withRecentCode(email, async (code) => {
      const done = await fetch(`${sandboxURL}/platform/auth/second_step`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ challenge, code }) });
      if (!done.ok) return false;
      token = ((await done.json()) as { token: string }).token;
      return true;
    });
    return token;
  }
  if (res.status !== 201 || !body.token) throw new Error(`sandbox sign-in of ${email}: ${res.status}`);
  return body.token;
}

/** The lender API as the customer (test set-up and checks, never through the page). */
export async function lenderAs<T>(email: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${sandboxURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${await sandboxToken(email)}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

export interface PersonaIds {
  userId: number;
  currentApplicationId: number | null;
  applicationIds: number[];
}

export async function personaIds(email: string): Promise<PersonaIds> {
  const token = await sandboxToken(email);
  const res = await fetch(`${sandboxURL}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as {
    data: {
      id: number;
      attributes: { current_application_id?: number | null; applications: { id: number }[]; installment_applications: { id: number }[] };
    };
  };
  // Under SANDBOX_WIRE=spec the extension current_application_id is absent: the portal's own fallback.
  const a = data.attributes;
  return {
    userId: data.id,
    currentApplicationId: a.current_application_id !== undefined ? a.current_application_id : (a.installment_applications[0]?.id ?? a.applications[0]?.id ?? null),
    applicationIds: data.attributes.applications.map((a) => a.id),
  };
}

/** The newest SMS or e-mail the sandbox "sent" to an address or number. */
export async function lastMessageTo(to: string): Promise<string> {
  return (await recentMessagesTo(to))[0] ?? '';
}

/** The bodies of what the sandbox "sent" to an address or number, newest first. */
export async function recentMessagesTo(to: string): Promise<string[]> {
  const res = await fetch(`${sandboxURL}/sandbox/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await res.json()) as { data: { body: string }[] };
  return data.map((m) => m.body);
}

/** A scheduled bank payment of `email`'s current loan, made straight through the lender API (test set-up). */
export async function scheduleBankPayment(email: string, amount: string | number, date: string): Promise<number> {
  const token = await sandboxToken(email);
  const ids = await personaIds(email);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const banks = (await (await fetch(`${sandboxURL}/api/bank_accounts?user_id=${ids.userId}`, { headers })).json()) as { data: { id: number }[] };
  const res = await fetch(`${sandboxURL}/api/transactions`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      application_id: ids.currentApplicationId,
      transaction: { amount: Number(amount), future_effective_at: date, authorized: true, transactable_type: 'BankAccount', transactable_id: banks.data[0]!.id, active: true },
      terms_version: 'ach-one-time-2025-01',
    }),
  });
  // The lender's words with the status, so a refusal says why (a run once met a 422 here it never repeated).
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return (JSON.parse(text) as { id: number }).id;
}

/** The same, for callers that say what it does: a scheduled payment made through the API. */
export const scheduleThroughApi = scheduleBankPayment;

export async function cancelThroughApi(email: string, id: number) {
  const token = await sandboxToken(email);
  await fetch(`${sandboxURL}/api/transactions/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
}

/** A customer of the test's own (POST /sandbox/load/customers): a funded loan, a bank account, a mailbox message. */
export interface ScratchCustomer {
  email: string;
  user_id: number;
  application_id: number;
  bank_account_id: number;
  card_application_id: number | null;
}

let scratchMade = 0;
/** esign: false makes one with no consent to electronic delivery on record (asked after sign-in). */
export async function scratchCustomer(options: { card?: boolean; recovery?: number; esign?: boolean } = {}): Promise<ScratchCustomer> {
  const prefix = `t-${process.pid}-${Date.now().toString(36)}-${++scratchMade}`;
  const { data } = await sandboxJson<{ data: ScratchCustomer[] }>('POST', '/sandbox/load/customers', { prefix, count: 1, ...options });
  return data[0]!;
}

/** Signs the page's browser context in by posting the sign-in form, without rendering it. */
export async function signInContext(page: Page, email: string) {
  const res = await postSignIn(page.request, email);
  expect(res.status()).toBe(303);
}

/**
 * Confirms the page's session password through the BFF (step-up), so the sensitive changes the test makes in
 * the next 5 minutes go through without the dialog: for tests about something else than step-up.
 */
export async function stepUpFirst(page: Page, password = PASSWORD) {
  const res = await page.request.post('/platform/auth/step_up', { data: { password }, headers: { origin: baseURL } });
  expect(res.status()).toBe(200);
}

/** Answers the step-up dialog (whatever the language) with the password, and waits for it to close. */
export async function answerStepUp(page: Page, password = PASSWORD) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="password"]').fill(password);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
}

export interface ChecklistApplicant {
  email: string;
  user_id: number;
  application_id: number;
}

/** A new customer whose one application waits on documents (a to-do list of its own), so a test that sends and
 * reviews files never meets another test's; signs in with the demo password. */
export function checklistApplicant(options: { status?: string; locale?: 'en-US' | 'es-US' } = {}): Promise<ChecklistApplicant> {
  const prefix = `u-${process.pid}-${Date.now().toString(36)}-${++scratchMade}`;
  return sandboxJson<ChecklistApplicant>('POST', '/sandbox/checklist_applicants', { prefix, ...options });
}
