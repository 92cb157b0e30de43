// The real bank link: a link token of Plaid's opens Plaid Link (react-plaid-link loads
// Plaid's script), whose outcome the customer sees; the sandbox's own tokens keep the stand-in dialog.
// Plaid's script and frame are routed to a test double (e2e/fixtures/plaid-link-double.js) that implements
// Link's browser interface; the test picks the outcome by pressing a button in the double's frame, which
// is served from https://cdn.plaid.com/ so the page's Content-Security-Policy must admit it. Each test
// makes its own customer (POST /sandbox/load/customers) and switches it to Plaid-shaped link tokens
// (PUT /sandbox/bank_link), so the tests beside it keep the stand-in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL, sandboxURL } from '../playwright.config';
import { PASSWORD, sandboxJson, sandboxToken } from './support';

// Each test signs a new customer in and opens a screen twice: on the shared, busy machine that is slow.
test.describe.configure({ timeout: 90_000 });

const BANK_LINK_ERROR = 'There was an error with your request. Please refresh and try again.';
const PLAID_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

interface Customer {
  email: string;
  user_id: number;
  application_id: number;
}

let made = 0;
async function customer(provider: 'plaid' | 'stand-in'): Promise<Customer> {
  const prefix = `plaid-${process.pid}-${Date.now().toString(36)}-${++made}`;
  const { data } = await sandboxJson<{ data: Customer[] }>('POST', '/sandbox/load/customers', { prefix, count: 1 });
  const c = data[0]!;
  await sandboxJson('PUT', '/sandbox/bank_link', { user_id: c.user_id, provider });
  return c;
}

async function signInBrowser(page: Page, email: string) {
  const res = await page.request.post('/ui/auth/session', { form: { email, password: PASSWORD }, headers: { origin: baseURL }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
}

/** Plaid's script and frame, as the double; the CSP violations the page reports, for the test to check. */
async function routePlaid(page: Page) {
  await page.route(PLAID_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: fixture('plaid-link-double.js') }));
  await page.route('https://cdn.plaid.com/link/v2/stable/link.html**', (route) => route.fulfill({ contentType: 'text/html', body: fixture('plaid-link-frame.html') }));
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  return refused;
}

async function bankAccountNames(c: Customer): Promise<string[]> {
  const token = await sandboxToken(c.email);
  const res = await fetch(`${sandboxURL}/api/bank_accounts?user_id=${c.user_id}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { attributes: { name: string } }[] }).data.map((b) => b.attributes.name);
}

const preferences = (c: Customer) => `/ui/customers/${c.user_id}/edit`;
const plaidFrame = (page: Page) => page.frameLocator('iframe[title="Plaid Link"]');
/**
 * The page's alerts with something to say. Next's route announcer (an alert outside main) reads the title
 * out when a refresh finds it changed, as the metadata streamed in after hydration may: not the page's.
 */
const shownAlerts = (page: Page) => page.getByRole('main').getByRole('alert').filter({ hasText: /\S/ });
/** Presses one of the double's outcomes once Plaid's frame shows (a busy machine takes a while). */
async function choose(page: Page, outcome: string) {
  const button = plaidFrame(page).getByRole('button', { name: outcome });
  await expect(button).toBeVisible({ timeout: 30_000 });
  await button.click();
}

test('success: Plaid Link hands over a public token and metadata, posted as a PLAID bank account that appears', async ({ page }) => {
  const c = await customer('plaid');
  const refused = await routePlaid(page);
  await signInBrowser(page, c.email);
  await page.goto(preferences(c));
  await page.getByRole('button', { name: 'Link your bank' }).click();
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/bank_accounts') && r.method() === 'POST');
  await choose(page, 'Connect Plaid Checking');

  const body = (await posted).postDataJSON();
  const handed = await page.evaluate(() => (window as unknown as { __plaidDouble: { lastSuccess: unknown } }).__plaidDouble.lastSuccess);
  expect(body).toEqual({ type: 'PLAID', user_id: c.user_id, ...(handed as object) });
  expect(body.public_token).toMatch(/^public-sandbox-[0-9a-f-]{36}$/);
  expect(body.metadata.accounts[0]).toMatchObject({ name: 'Plaid Checking', mask: '0000', subtype: 'checking' });

  await expect(page.getByRole('status').filter({ hasText: 'Added Plaid Checking ending in 0000.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your bank accounts' }).getByText('Plaid Checking')).toBeVisible();
  await expect(shownAlerts(page)).toHaveCount(0);
  await expect(page.locator('iframe[title="Plaid Link"]')).toHaveCount(0);
  expect(await bankAccountNames(c)).toContain('Plaid Checking');
  expect(refused).toEqual([]);
});

test('exit without an error: nothing is said, nothing is added, focus is back on the button', async ({ page }) => {
  const c = await customer('plaid');
  await routePlaid(page);
  await signInBrowser(page, c.email);
  await page.goto(preferences(c));
  const button = page.getByRole('button', { name: 'Link your bank' });
  await button.click();
  await choose(page, 'Close');
  await expect(page.locator('iframe[title="Plaid Link"]')).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(page.getByText(BANK_LINK_ERROR)).toHaveCount(0);
  expect(await bankAccountNames(c)).toEqual(['Load checking']);
});

test('exit with an error: the bank-link failure, exactly', async ({ page }) => {
  const c = await customer('plaid');
  await routePlaid(page);
  await signInBrowser(page, c.email);
  await page.goto(preferences(c));
  await page.getByRole('button', { name: 'Link your bank' }).click();
  await choose(page, 'Fail with an error');
  await expect(shownAlerts(page)).toHaveText([BANK_LINK_ERROR]);
  expect(await bankAccountNames(c)).toEqual(['Load checking']);
});

test("an account the lender cannot debit: the sandbox refuses it (422), the customer sees the bank-link failure", async ({ page }) => {
  const c = await customer('plaid');
  await routePlaid(page);
  await signInBrowser(page, c.email);
  await page.goto(preferences(c));
  await page.getByRole('button', { name: 'Link your bank' }).click();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/bank_accounts') && r.request().method() === 'POST');
  await choose(page, 'Connect Plaid Credit Card');
  expect((await answer).status()).toBe(422);
  await expect(shownAlerts(page)).toHaveText([BANK_LINK_ERROR]);
  expect(await bankAccountNames(c)).toEqual(['Load checking']);
});

test('a link-token failure, or a Plaid script that does not load: the bank-link failure, exactly', async ({ page }) => {
  const c = await customer('plaid');
  await signInBrowser(page, c.email);
  await page.route('**/api/plaid/link_token', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }));
  await page.goto(preferences(c));
  await page.getByRole('button', { name: 'Link your bank' }).click();
  await expect(shownAlerts(page)).toHaveText([BANK_LINK_ERROR]);

  await page.unroute('**/api/plaid/link_token');
  await page.route(PLAID_SCRIPT, (route) => route.abort('failed'));
  await page.reload();
  await page.getByRole('button', { name: 'Link your bank' }).click();
  await expect(shownAlerts(page)).toHaveText([BANK_LINK_ERROR]);
});

test("the sandbox's own link tokens keep the stand-in dialog, and Plaid's script is never loaded", async ({ page }) => {
  const c = await customer('stand-in');
  await signInBrowser(page, c.email);
  let plaidRequested = false;
  await page.route('https://cdn.plaid.com/**', (route) => {
    plaidRequested = true;
    return route.abort();
  });
  await page.goto(`/ui/customers/${c.user_id}/applications/${c.application_id}/make-payment`);
  await page.getByRole('navigation', { name: 'Bank payment steps' }).getByRole('button', { name: 'Add bank account' }).click();
  await page.getByRole('button', { name: 'Link your bank' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link your bank' });
  await dialog.getByRole('radio', { name: 'Sandbox National Bank' }).check();
  await dialog.getByRole('radio', { name: /Rainy Day Savings/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Bank account' }).locator('option', { hasText: 'Rainy Day Savings ••••0002' })).toHaveCount(1);
  expect(plaidRequested).toBe(false);
});

test.describe('Content-Security-Policy', () => {
  const plaidSources = ['https://cdn.plaid.com/link/v2/stable/link-initialize.js', 'https://cdn.plaid.com/', 'https://production.plaid.com', 'https://sandbox.plaid.com', 'https://development.plaid.com'];
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  test('pages that open the bank link admit Plaid Link; a page without it does not', async ({ page }) => {
    const c = await customer('stand-in');
    await signInBrowser(page, c.email);
    const loan = `/ui/customers/${c.user_id}/applications/${c.application_id}`;
    for (const href of [preferences(c), `${loan}/make-payment`, `${loan}/payments/new`]) {
      const csp = (await page.request.get(href)).headers()['content-security-policy']!;
      expect(directive(csp, 'script-src')).toContain(' https://cdn.plaid.com/link/v2/stable/link-initialize.js');
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://cdn.plaid.com/");
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://production.plaid.com https://sandbox.plaid.com https://development.plaid.com");
    }
    for (const href of [loan, `${loan}/payments`]) {
      const csp = (await page.request.get(href)).headers()['content-security-policy']!;
      for (const source of plaidSources) expect(csp).not.toContain(source);
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    }
  });

  test('the Make Payment tab loads its page as a new document, with its own policy', async ({ page }) => {
    const c = await customer('stand-in');
    await signInBrowser(page, c.email);
    await page.goto(`/ui/customers/${c.user_id}/applications/${c.application_id}`);
    const document = page.waitForResponse((r) => r.request().resourceType() === 'document' && r.url().includes('/make-payment'));
    await page.getByRole('link', { name: 'Make Payment' }).first().click();
    expect((await document).headers()['content-security-policy']).toContain('frame-src \'self\' https://cdn.plaid.com/');
  });
});
