// Faults of the lender API: answering after the portal's timeout, dropping the
// connection, answering 500, answering malformed JSON. Every screen then shows the spec's error text or
// the fallback page, never a crash, a stack trace or a blank error shell; and a payment is never shown as
// made when the lender did not record it, nor made twice when the lender recorded it but its answer was lost.
// Each test makes its own customers (POST /sandbox/load/customers) and pins its faults to them, so the
// tests running beside it never meet a fault. Page checks are plain HTTP (what the server renders); the
// browser is used where the client decides what the customer sees (the payment flow, hydration).
import { expect, test, type Page } from '@playwright/test';
import { baseURL, sandboxURL } from '../playwright.config';
import en from '../messages/en-US/payment.json';

const NOT_CONFIRMED_MESSAGE = en.review.notConfirmed;
import { ACH_AUTHORIZATION_VERSION } from '../lib/rules/ach-authorization';
import { lenderToday } from '../lib/rules/dates';
import { PASSWORD, sandboxJson } from './support';

/** The portal's timeout on lender calls (lib/lender/client.ts); the slow fault answers well after it. */
const TIMEOUT_MS = Number(process.env.LENDER_TIMEOUT_MS ?? 8000);
/** The payment POST's own, longer timeout (createTransaction's row in lib/contract/calls.ts). */
const PAYMENT_TIMEOUT_MS = 15_000;
const FAULTS = {
  slow: { delay_ms: TIMEOUT_MS + 1500 },
  reset: { fail: 'reset' },
  '500': { status: 500 },
  malformed: { fail: 'malformed' },
} as const;
type FaultName = keyof typeof FAULTS;
const FAULT_NAMES = Object.keys(FAULTS) as FaultName[];

const LOAN_ERROR = /We are experiencing difficulties retrieving your loan\. Please contact a Loan Account Specialist at \(800\) 555-0188/;
const FALLBACK = /Something went wrong\..*(try again later|please try again)/i;
/** What must never reach a customer: a stack line, an error's name, Next's blank error shell or its crash text. */
const CRASH = [/\bat [\w$.<>]+ \([^)]*:\d+:\d+\)/, /\b[A-Z]\w*Error: /, /id="__next_error__"/, /Application error: a (client|server)-side exception/, /nextjs-portal|data-nextjs-dialog/];

interface Customer {
  email: string;
  user_id: number;
  application_id: number;
  bank_account_id: number;
  card_application_id: number | null;
}

let made = 0;
async function customer(card = false): Promise<Customer & { prefix: string }> {
  const prefix = `faults-${process.pid}-${Date.now().toString(36)}-${++made}`;
  const { data } = await sandboxJson<{ data: Customer[] }>('POST', '/sandbox/load/customers', { prefix, count: 1, card });
  return { ...data[0]!, prefix };
}

const pinFault = (c: Customer, fault: object) => sandboxJson('POST', '/sandbox/faults', { method: 'ANY', user_id: c.user_id, times: 10_000, ...fault });
const clearFaults = (c: Customer) => sandboxJson('DELETE', `/sandbox/faults?user_id=${c.user_id}`);

/** Signs in through the portal's form handler, as a browser without JavaScript would. */
async function portalCookie(email: string): Promise<string> {
  const res = await fetch(`${baseURL}/ui/auth/session`, {
    method: 'POST',
    body: new URLSearchParams({ email, password: PASSWORD }),
    headers: { origin: baseURL },
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');
}

/** The same, through the browser context's own request client, which keeps the cookie for the pages. */
async function signInBrowser(page: Page, email: string) {
  const res = await page.request.post('/ui/auth/session', { form: { email, password: PASSWORD }, headers: { origin: baseURL }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
}

/** The page's text as a reader sees it (the body: the <title> names the page, not what happened). */
const visibleText = (html: string) =>
  html
    .replace(/^[\s\S]*?<body[^>]*>/, '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

function expectNoCrash(where: string, html: string) {
  for (const pattern of CRASH) expect(html, `${where} shows ${pattern}`).not.toMatch(pattern);
}

/** Every customer screen, with the text it must show when the lender fails. */
function screens(c: Customer, transactionId: number, statementRowId: number) {
  const loan = `/ui/customers/${c.user_id}/applications/${c.application_id}`;
  return [
    { name: 'my account (current application)', path: `/ui/customers/${c.user_id}`, shows: FALLBACK },
    // The loan area: its customer and application fail to load, so the fallback page answers 500 (spec 001 section 8).
    { name: 'loan page', path: loan, shows: FALLBACK, fallbackPage: true },
    { name: 'make payment', path: `${loan}/make-payment`, shows: FALLBACK, fallbackPage: true },
    { name: 'make payment (spec 000 path)', path: `${loan}/payments/new`, shows: FALLBACK, fallbackPage: true },
    { name: 'payment history', path: `${loan}/payments`, shows: FALLBACK, fallbackPage: true },
    { name: 'statements', path: `${loan}/statements`, shows: FALLBACK, fallbackPage: true },
    { name: 'one statement', path: `/ui/statements/${statementRowId}?application_id=${c.application_id}`, shows: LOAN_ERROR },
    { name: 'mailbox', path: `${loan}/mailbox`, shows: FALLBACK, fallbackPage: true },
    { name: 'payment thanks page', path: `${loan}/payments/${transactionId}/thanks`, shows: FALLBACK, fallbackPage: true },
    { name: 'account preferences', path: `/ui/customers/${c.user_id}/edit`, shows: FALLBACK },
    { name: 'card account', path: `/ui/customers/${c.user_id}/applications/${c.card_application_id}`, shows: FALLBACK, fallbackPage: true },
    { name: 'apply', path: '/ui/apply', shows: /We could not load the application form\. Please try again in a moment\./ },
    { name: 'new loan', path: `/ui/customers/${c.user_id}/applications/new`, shows: /We could not load the application form\./ },
    { name: 'additional financing', path: `/ui/customers/${c.user_id}/additional-financing`, shows: /We could not check your eligibility right now\. Please try again in a moment\./ },
  ];
}

/** What the browser's own calls get: a message to show, never the lender's answer or a stack. */
function handlers(c: Customer) {
  return [
    '/api/users/me',
    `/api/users/${c.user_id}`,
    `/api/applications/${c.application_id}`,
    `/api/bank_accounts?user_id=${c.user_id}`,
    `/api/transactions?application_id=${c.application_id}`,
    `/api/revolvers/${c.card_application_id}`,
    `/api/users/${c.user_id}/additional_loan_qualifications`,
    `/api/repairs/${c.application_id}`,
  ];
}

/** A payment made straight through the lender (for the thanks page) and the customer's first statement. */
async function paymentAndStatement(c: Customer): Promise<{ transactionId: number; statementRowId: number }> {
  const signIn = await sandboxJson<{ token: string }>('POST', '/platform/auth/sessions', { email: c.email, password: PASSWORD });
  const headers = { authorization: `Bearer ${signIn.token}`, 'content-type': 'application/json' };
  const paid = await fetch(`${sandboxURL}/api/transactions`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(paymentBody(c, 3.21)),
  });
  expect(paid.status).toBe(201);
  const statements = (await (await fetch(`${sandboxURL}/api/statements?id=${c.application_id}`, { headers })).json()) as { data: { statement_row_id: number }[] };
  return { transactionId: ((await paid.json()) as { id: number }).id, statementRowId: statements.data[0]!.statement_row_id };
}

function paymentBody(c: Customer, amount: number) {
  return {
    application_id: c.application_id,
    transaction: { amount, future_effective_at: lenderToday(), authorized: true, transactable_type: 'BankAccount', transactable_id: c.bank_account_id, active: true },
    terms_version: ACH_AUTHORIZATION_VERSION,
  };
}

/** The payments the lender recorded for the customer, straight from its database. */
async function recorded(c: Customer & { prefix: string }) {
  return sandboxJson<{ transactions: { id: number; amount_cents: number }[]; keys: { key: string; transaction_id: number | null }[] }>('GET', `/sandbox/load/payments?prefix=${c.prefix}`);
}

test.describe('every screen under a failing lender', () => {
  for (const name of FAULT_NAMES) {
    test(`${name}: the spec's error text or the fallback page, never a crash`, async () => {
      test.setTimeout(90_000);
      const c = await customer(true);
      const { transactionId, statementRowId } = await paymentAndStatement(c);
      const cookie = await portalCookie(c.email);
      await pinFault(c, FAULTS[name]);
      try {
        // All at once: under the slow fault each takes the portal's timeout, so together they take one.
        const [pages, answers] = await Promise.all([
          Promise.all(
            screens(c, transactionId, statementRowId).map(async (screen) => {
              const res = await fetch(`${baseURL}${screen.path}`, { headers: { cookie }, redirect: 'manual' });
              const location = res.headers.get('location');
              if (!screen.fallbackPage || res.status !== 307 || !location) return { ...screen, status: res.status, location, html: await res.text() };
              // The fallback page answers in its place: 500, what monitoring counts.
              const fallback = await fetch(`${baseURL}${location}`, { headers: { cookie }, redirect: 'manual' });
              return { ...screen, status: fallback.status, location, html: await fallback.text() };
            }),
          ),
          Promise.all(
            handlers(c).map(async (path) => {
              const res = await fetch(`${baseURL}${path}`, { headers: { cookie } });
              return { path, status: res.status, body: await res.text() };
            }),
          ),
        ]);
        for (const page of pages) {
          if (page.fallbackPage) {
            expect(page.location, `${page.name} goes to the fallback page, with the way back`).toBe(`/ui/unavailable?redirect_uri=${encodeURIComponent(page.path)}`);
            expect(page.status, `${page.name}: the fallback page answers`).toBe(500);
          } else {
            expect(page.status, `${page.name} answers`).toBe(200);
          }
          expect(visibleText(page.html), `${page.name} says what failed`).toMatch(page.shows);
          expect(visibleText(page.html), `${page.name} never thanks`).not.toMatch(/Thank you for your payment!/);
          expectNoCrash(page.name, page.html);
        }
        const refusal =
          name === 'slow' ? { message: 'The service took too long to answer. Please try again.', code: 'bff.timeout' } : { message: 'Something went wrong.', code: 'bff.wrong' };
        for (const answer of answers) {
          expect([502, 504], `${answer.path} answers`).toContain(answer.status);
          expect(JSON.parse(answer.body), answer.path).toEqual(refusal);
        }
      } finally {
        await clearFaults(c);
      }
    });
  }

  test("the card account's own look-up failing shows the card account's error", async () => {
    const c = await customer(true);
    const cookie = await portalCookie(c.email);
    await sandboxJson('POST', '/sandbox/faults', { path: `/api/revolvers/${c.card_application_id}`, user_id: c.user_id, status: 500, times: 100 });
    try {
      const res = await fetch(`${baseURL}/ui/customers/${c.user_id}/applications/${c.card_application_id}`, { headers: { cookie } });
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(visibleText(html)).toMatch(/An error occurred while looking up your/);
      expectNoCrash('card account', html);
    } finally {
      await clearFaults(c);
    }
  });

  test('in the browser (500): every screen renders its error and hydrates without a client error', async ({ page }) => {
    test.setTimeout(90_000);
    const c = await customer(true);
    const { transactionId, statementRowId } = await paymentAndStatement(c);
    await signInBrowser(page, c.email);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await pinFault(c, FAULTS['500']);
    try {
      for (const screen of screens(c, transactionId, statementRowId)) {
        await page.goto(screen.path);
        await expect(page.locator('main'), screen.name).toContainText(screen.shows);
        expectNoCrash(screen.name, await page.content());
      }
      expect(errors).toEqual([]);
    } finally {
      await clearFaults(c);
    }
  });
});

async function fillPayment(page: Page, amount: string) {
  await page.getByRole('radio', { name: /^Other amount/ }).check();
  await page.getByLabel('Amount in dollars').fill(amount);
  await page.getByLabel('I have read and accept the payment authorization').check();
  await page.getByRole('button', { name: 'Review Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Review your payment' })).toBeVisible();
}

/**
 * The fault on the payment's POST. Slow answers after the payment's own timeout; before the lender records
 * the payment, it then gives up (503), so that nothing is recorded.
 */
const paymentFault = (name: FaultName, after: boolean) => ({
  method: 'POST',
  path: '/api/transactions',
  after,
  ...FAULTS[name],
  ...(name === 'slow' ? { delay_ms: PAYMENT_TIMEOUT_MS + 1500, ...(after ? {} : { status: 503 }) } : {}),
});

test.describe('a payment under a failing lender', () => {
  // In the browser: the fault hits the payment's POST only, before the lender records it (nothing may
  // be shown as paid), or after (slow: the lender recorded it, its answer came after the portal gave up).
  const browserCases: { name: FaultName; after: boolean }[] = [...FAULT_NAMES.map((name) => ({ name, after: false })), { name: 'slow', after: true }];
  for (const { name, after } of browserCases) {
    test(`${name} ${after ? 'after' : 'before'} the lender records it: not confirmed, then one payment on retry`, async ({ page }) => {
      test.setTimeout(60_000);
      const c = await customer();
      await signInBrowser(page, c.email);
      await page.goto(`/ui/customers/${c.user_id}/applications/${c.application_id}/make-payment`);
      await fillPayment(page, '17.25');
      await sandboxJson('POST', '/sandbox/faults', { ...paymentFault(name, after), user_id: c.user_id });

      await page.getByRole('button', { name: 'Confirm Payment' }).click();
      await expect(page.getByRole('alert').filter({ hasText: NOT_CONFIRMED_MESSAGE })).toBeVisible({ timeout: PAYMENT_TIMEOUT_MS + 10_000 });
      await expect(page).not.toHaveURL(/thanks/);
      await expect(page.getByText(/Thank you for your payment/)).toHaveCount(0);
      expectNoCrash('make payment', await page.content());
      expect((await recorded(c)).transactions).toHaveLength(after ? 1 : 0);

      // The fault was for one call: trying again pays, or replays the payment already made, once.
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page).toHaveURL(/\/payments\/\d+\/thanks$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'Thank you for your payment!' })).toBeVisible();
      const { transactions, keys } = await recorded(c);
      expect(transactions.map((t) => t.amount_cents)).toEqual([1725]);
      expect(keys.map((k) => k.transaction_id)).toEqual([transactions[0]!.id]);
      expect(page.url()).toContain(`/payments/${transactions[0]!.id}/thanks`);
    });
  }

  // Over HTTP, the BFF itself, for every fault after the lender recorded the payment: a failure answer
  // (never 2xx), and the retry with the same Idempotency-Key answers the recorded payment, once.
  test('after the lender recorded it, every fault: a failure, then the same payment on retry (BFF)', async () => {
    test.setTimeout(60_000);
    const c = await customer();
    const cookie = await portalCookie(c.email);
    for (const [i, name] of FAULT_NAMES.entries()) {
      const body = JSON.stringify(paymentBody(c, 20 + i));
      const headers = { cookie, origin: baseURL, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() };
      await sandboxJson('POST', '/sandbox/faults', { ...paymentFault(name, true), user_id: c.user_id });
      const first = await fetch(`${baseURL}/api/transactions`, { method: 'POST', headers, body });
      expect(first.status, `first post (${name})`).toBeGreaterThanOrEqual(500);
      expectNoCrash(name, await first.text());
      const retry = await fetch(`${baseURL}/api/transactions`, { method: 'POST', headers, body });
      expect(retry.status, `retry (${name})`).toBe(201);
      expect(((await retry.json()) as { id: number }).id).toBe((await recorded(c)).transactions[i]!.id);
    }
    const { transactions, keys } = await recorded(c);
    expect(transactions.map((t) => t.amount_cents).sort()).toEqual([2000, 2100, 2200, 2300]);
    expect(new Set(keys.map((k) => k.transaction_id)).size).toBe(4);
  });
});
