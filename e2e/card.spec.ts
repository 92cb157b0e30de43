// The card account: kim's card page, credit-limit increase, the card servicer's portal and the
// pending purchases; lou's ineligible card; staff refused a purchase decision; the deep link after sign-in.
// Kim's card and purchases change here, so every change to them happens once, in order, in ONE serial
// group; the other groups only read (or are refused) and may run in parallel with it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { creditIncreaseOfferCents } from '../lib/rules/credit-increase';
import { formatDate } from '../lib/rules/dates';
import { dollarsToCents, formatCents, formatDollars } from '../lib/rules/money';
import { PURCHASE_MESSAGES } from '../lib/rules/purchase';
import { SUPPORT_PHONE } from '../lib/rules/contact';
import { sandboxToken, scratchCustomer, signIn, signInContext, storageFor } from './support';

const GUID = {
  approvable: '11111111-1111-4111-8111-111111111111',
  approved: '22222222-2222-4222-8222-222222222222',
  servicerRejects: '33333333-3333-4333-8333-333333333333',
  noPromotion: '44444444-4444-4444-8444-444444444444',
};
const DEALERSHIP = 'Lakeside Tire & Brake';
const INCREASE_FAILED = `Sorry, we are unable to fulfill your request at this moment. Please call ${SUPPORT_PHONE} if you need help.`;

interface CardState {
  credit_limit: number;
  available_credit: number;
  current_credit_line_increase: { offer: number; expiration: string } | null;
}

/** The persona's ids and the lender's view of their card, straight from the sandbox. */
async function cardOf(email: string) {
  const token = await sandboxToken(email);
  const get = (path: string) => fetch(`${sandboxURL}${path}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
  const me = (await get('/api/users/me')).data as { id: number; attributes: { revolver_application_id: number } };
  const cardId = me.attributes.revolver_application_id;
  return {
    path: `/ui/customers/${me.id}/applications/${cardId}`,
    card: async () => (await get(`/api/revolvers/${cardId}`)).data.attributes as CardState,
    purchase: async (guid: string) => (await get(`/api/purchases/${guid}`)).data as { approved_at: string | null; rejected_at: string | null },
  };
}

async function outboxFor(to: string): Promise<{ subject: string | null; body: string; created_at: string }[]> {
  return (await (await fetch(`${sandboxURL}/sandbox/outbox?to=${encodeURIComponent(to)}`)).json()).data;
}

const increaseSection = (page: Page) => page.getByRole('region', { name: 'Credit Limit Increase' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm your purchase' });

async function requestIncrease(page: Page, range: string | null) {
  const section = increaseSection(page);
  if (range) await section.getByLabel('Monthly income').selectOption({ label: range });
  await section.getByRole('button', { name: 'Request Increase' }).click();
}

test.describe('kim: card account, increase, servicer, purchases (in order: each change happens once)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ storageState: storageFor('kim') });

  test('kim sees the available credit, the offer with its expiry, the agreement and the pending purchase', async ({ page }) => {
    const kim = await cardOf('kim@example.com');
    const card = await kim.card();
    await page.goto('/');
    await page.getByRole('link', { name: 'My ExpressWay Account' }).click();
    await expect(page).toHaveURL(kim.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My ExpressWay Account');
    await expect(page.getByText('Available credit')).toBeVisible();
    await expect(page.getByText(formatDollars(card.available_credit), { exact: true })).toBeVisible();
    await expect(page.getByText(formatDollars(card.credit_limit), { exact: true })).toBeVisible();
    await expect(page.getByText('ending in 5678')).toBeAttached();
    await expect(page.getByText('4111000012345678')).toHaveCount(0);

    const offer = card.current_credit_line_increase!;
    expect(offer.offer).toBe(1000);
    const section = increaseSection(page);
    await expect(section.getByText(`You have a credit limit increase offer of ${formatDollars(offer.offer)}.`)).toBeVisible();
    await expect(section.getByText(`This offer expires ${formatDate(offer.expiration)}.`)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Accept Offer' })).toBeVisible();

    const agreement = page.getByRole('link', { name: /View Cardholder Agreement/ });
    await expect(agreement).toHaveAttribute('href', /^\/files\/\d+\/url_proxy$/);
    await expect(agreement).toHaveAttribute('target', '_blank');
    const pdf = await page.request.get((await agreement.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await expect(page.getByRole('link', { name: 'Review Pending Purchase' })).toHaveAttribute('href', `/ui/purchases/${GUID.approvable}`);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });

  test('an increase request without an income range is refused, and the eight ranges are offered', async ({ page }) => {
    const kim = await cardOf('kim@example.com');
    await page.goto(kim.path);
    const calls: string[] = [];
    page.on('request', (req) => req.url().includes('calculate_credit_increase') && calls.push(req.url()));
    const select = increaseSection(page).getByLabel('Monthly income');
    await expect(select.locator('option')).toHaveText([
      'Select a range', 'under $1000', '$1001-2000', '$2001-3000', '$3001-4000', '$4001-5000', '$5001-7500', '$7501-10,000', 'over $10,000',
    ]);
    await requestIncrease(page, null);
    await expect(increaseSection(page).getByRole('alert')).toHaveText('Select your monthly income range.');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toBeFocused();
    expect(calls).toEqual([]);
  });

  test('a failed increase request or servicer sign-on shows the spec messages (nothing changes)', async ({ page }) => {
    const kim = await cardOf('kim@example.com');
    await page.goto(kim.path);
    await page.route('**/api/revolvers/*/calculate_credit_increase*', (route) => route.fulfill({ status: 502, json: { message: 'Something went wrong.' } }));
    await page.route('**/api/revolvers/*/tci_sso_data', (route) => route.fulfill({ status: 500, json: { message: 'Something went wrong.' } }));
    await requestIncrease(page, '$3001-4000');
    await expect(increaseSection(page).getByRole('alert')).toHaveText(INCREASE_FAILED);
    await page.getByRole('button', { name: 'Open Card Servicer Portal' }).click();
    await expect(page.getByText('There was an issue opening your portal.')).toBeVisible();
    await expect(page).toHaveURL(kim.path);
  });

  test('a low income range is declined, with the e-mail sent', async ({ page }) => {
    const kim = await cardOf('kim@example.com');
    const since = Date.now() - 5_000;
    await page.goto(kim.path);
    await requestIncrease(page, 'under $1000');
    const section = increaseSection(page);
    await expect(section.getByText(/^We were unable to approve you for a credit limit increase at this time/)).toBeVisible();
    await expect(section.getByText('We have sent you an email with more details.')).toBeVisible();
    await expect(section.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
    const mails = (await outboxFor('kim@example.com')).filter((m) => m.subject === 'Your credit limit increase request' && Date.parse(m.created_at) >= since);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('We were unable to approve you for a credit limit increase at this time.');
  });

  test('a high income range gets an offer; accepting it reloads the page with the new limit', async ({ page }) => {
    const kim = await cardOf('kim@example.com');
    const before = await kim.card();
    const offerCents = creditIncreaseOfferCents('over_10000', { creditLimitCents: dollarsToCents(before.credit_limit), eligible: true });
    expect(offerCents).toBeGreaterThan(0);
    await page.goto(kim.path);
    await requestIncrease(page, 'over $10,000');
    const section = increaseSection(page);
    await expect(section.getByText(`Good news! You are approved for a credit limit increase of ${formatCents(offerCents)}.`)).toBeVisible();
    await Promise.all([
      page.waitForEvent('load'),
      section.getByRole('button', { name: 'Accept Increase' }).click(),
    ]);
    const newLimit = formatCents(dollarsToCents(before.credit_limit) + offerCents);
    const newAvailable = formatCents(dollarsToCents(before.available_credit) + offerCents);
    await expect(page.getByText(newLimit, { exact: true })).toBeVisible();
    await expect(page.getByText(newAvailable, { exact: true })).toBeVisible();
    const after = await kim.card();
    expect(formatDollars(after.credit_limit)).toBe(newLimit);
    // One increase at a time: the request is gone until the account is eligible again.
    await expect(increaseSection(page)).toHaveCount(0);
  });

  test('opens the card servicer portal: the stand-in names the account', async ({ page }) => {
    const kim = await cardOf('kim@example.com');
    await page.goto(kim.path);
    const posted = page.waitForRequest((req) => req.url().endsWith('/sandbox-servicer/sso') && req.method() === 'POST');
    await page.getByRole('button', { name: 'Open Card Servicer Portal' }).click();
    const form = new URLSearchParams((await posted).postData() ?? '');
    expect(form.get('encrypted_data')).toBeTruthy();
    expect(form.get('iv')).toBeTruthy();
    await expect(page).toHaveURL(`${sandboxURL}/sandbox-servicer/sso`);
    await expect(page.getByRole('heading', { name: 'Welcome, Kim Kowalski' })).toBeVisible();
    await expect(page.getByText('Account ending in 5678')).toBeVisible();
  });

  test('approves purchase 1111…', async ({ page }) => {
    const kim = await cardOf('kim@example.com');
    expect(await kim.purchase(GUID.approvable)).toMatchObject({ approved_at: null, rejected_at: null });
    await page.goto(`/ui/purchases/${GUID.approvable}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approve your Purchase');
    const modal = dialog(page);
    await expect(modal).toBeVisible();
    for (const text of [DEALERSHIP, '$645.00', '24 months', '$26.88', '29.99% APR', 'Interest is deferred for 12 months.']) {
      await expect(modal.getByText(text, { exact: true })).toBeVisible();
    }
    await modal.getByRole('button', { name: 'Approve' }).click();
    await expect(modal.getByRole('status')).toHaveText(PURCHASE_MESSAGES.approved);
    expect((await kim.purchase(GUID.approvable)).approved_at).not.toBeNull();
    await expect(modal.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  });

  test("fails to reject the approved purchase 2222…, naming the dealership", async ({ page }) => {
    const kim = await cardOf('kim@example.com');
    await page.goto(`/ui/purchases/${GUID.approved}`);
    const modal = dialog(page);
    await expect(modal.getByText(/^This purchase was approved on \d\d\/\d\d\/\d{4}\.$/)).toBeVisible();
    await modal.getByRole('button', { name: 'Reject' }).click();
    await expect(modal.getByRole('alert')).toHaveText(PURCHASE_MESSAGES.alreadyApproved(DEALERSHIP));
    await expect(modal.getByRole('alert')).toContainText(`please reach out to a representative at ${DEALERSHIP}`);
    expect((await kim.purchase(GUID.approved)).rejected_at).toBeNull();
  });

  test('gets the servicer message when approving 3333…', async ({ page }) => {
    const kim = await cardOf('kim@example.com');
    await page.goto(`/ui/purchases/${GUID.servicerRejects}`);
    const modal = dialog(page);
    await modal.getByRole('button', { name: 'Approve' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Unable to process transaction. Please call the card servicer to resolve any account issues');
    expect(await kim.purchase(GUID.servicerRejects)).toMatchObject({ approved_at: null, rejected_at: expect.any(String) });
  });
});

test.describe('kim: purchase 4444… and its modal (read only)', () => {
  test.use({ storageState: storageFor('kim') });

  test('shows no promotion period; the modal traps focus, closes on Escape and returns focus', async ({ page }) => {
    const res = await page.goto(`/ui/purchases/${GUID.noPromotion}`);
    expect(res?.headers()['referrer-policy']).toBe('no-referrer');
    const modal = dialog(page);
    await expect(modal).toBeVisible();
    await expect(modal.getByText(/^No promotion period/)).toBeVisible();
    await expect(modal.getByText('36 months', { exact: true })).toBeVisible();
    await expect(modal.getByText('$1,200.00', { exact: true })).toBeVisible();
    await expect(modal.getByText('$50.35', { exact: true })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // Focus starts in the dialog and never leaves it, forwards or backwards.
    expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press('Tab');
      expect(await modal.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el)).toBe(true);
    }
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await modal.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: 'Review Purchase' })).toBeFocused();
    // Reopened with the keyboard; the close button closes it too.
    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
  });

  test('a purchase that fails to load goes to /ui/auth, with the notice and the way back', async ({ page }) => {
    for (const guid of ['99999999-9999-4999-8999-999999999999', 'not-a-guid']) {
      const res = await page.request.get(`/ui/purchases/${guid}`, { maxRedirects: 0 });
      expect([303, 307]).toContain(res.status());
      expect(res.headers().location).toBe(`/ui/auth?error=purchase&redirect_uri=${encodeURIComponent(`/ui/purchases/${guid}`)}`);
    }
  });
});

test.describe('a card customer manages no bank accounts (spec 000 section 6)', () => {
  test('the payment flow of their installment loan has no add or remove step, and the lender refuses both', async ({ page }) => {
    // A customer of this test's own: a funded loan with a bank account, and a card account.
    const c = await scratchCustomer({ card: true });
    await signInContext(page, c.email);
    await page.goto(`/ui/customers/${c.user_id}/applications/${c.application_id}/make-payment`);
    const steps = page.getByRole('navigation', { name: 'Bank payment steps' });
    await expect(steps.getByRole('button', { name: 'Make a payment' })).toHaveAttribute('aria-current', 'step');
    await expect(steps.getByRole('button', { name: 'Add bank account' })).toHaveCount(0);
    await steps.getByRole('button', { name: 'Manage autopay' }).click();
    await expect(page.getByRole('button', { name: /Add a bank account|Remove/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Add a bank account' })).toHaveCount(0);
    // A script calling the portal's own handlers anyway: the lender refuses, and the account stays.
    const origin = { origin: new URL(page.url()).origin };
    const added = await page.request.post('/api/bank_accounts', {
      headers: origin,
      data: { type: 'MANUAL', user_id: c.user_id, routing_number: '021000021', account_number: '000111222999', bank_name: 'Card Bank', account_type: 'Checking' },
    });
    expect(added.status()).toBe(403);
    expect((await page.request.delete(`/api/bank_accounts/${c.bank_account_id}`, { headers: origin })).status()).toBe(403);
    const listed = (await (await page.request.get(`/api/bank_accounts?user_id=${c.user_id}`)).json()) as { data: { id: number }[] };
    expect(listed.data.map((b) => b.id)).toEqual([c.bank_account_id]);
  });
});

test.describe('lou: an ineligible card', () => {
  test.use({ storageState: storageFor('lou') });

  test('lou sees the ineligible text with a call prompt, the refresh prompt, and no increase request', async ({ page }) => {
    const lou = await cardOf('lou@example.com');
    await page.goto(lou.path);
    await expect(page.getByText('Your account is currently ineligible for purchases and cash advances')).toBeVisible();
    await expect(page.getByText('Please call the card servicer at (800) 555-0123 to resolve any account issues.')).toBeVisible();
    await expect(page.getByRole('link', { name: '(800) 555-0123' }).first()).toHaveAttribute('href', 'tel:+18005550123');
    await expect(page.getByText('Refresh the page to get the agreement')).toBeVisible();
    await expect(page.getByRole('link', { name: /View Cardholder Agreement/ })).toHaveCount(0);
    await expect(increaseSection(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Review Pending Purchase' })).toHaveCount(0);
  });

  test("another customer's purchase link goes to /ui/auth and shows nothing of it", async ({ page }) => {
    const res = await page.request.get(`/ui/purchases/${GUID.noPromotion}`, { maxRedirects: 0 });
    expect(res.headers().location).toBe(`/ui/auth?error=purchase&redirect_uri=${encodeURIComponent(`/ui/purchases/${GUID.noPromotion}`)}`);
    expect(await res.text()).not.toContain(DEALERSHIP);
  });
});

test.describe('staff', () => {
  test.use({ storageState: storageFor('care') });

  test("care@example.com gets the 'Only the customer…' message and the purchase stays pending", async ({ page }) => {
    const kim = await cardOf('kim@example.com');
    await page.goto(`/ui/purchases/${GUID.noPromotion}`);
    const modal = dialog(page);
    await modal.getByRole('button', { name: 'Approve' }).click();
    await expect(modal.getByRole('alert')).toHaveText(PURCHASE_MESSAGES.onlyCustomer);
    await modal.getByRole('button', { name: 'Reject' }).click();
    await expect(modal.getByRole('alert')).toHaveText(PURCHASE_MESSAGES.onlyCustomer);
    expect(await kim.purchase(GUID.noPromotion)).toMatchObject({ approved_at: null, rejected_at: null });
    // Still signed in: the refusal is of the decision, not of the session.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approve your Purchase');
  });
});

test.describe('signed out', () => {
  test("signed in as another customer: the purchase link asks for its customer, and signing in replaces the session", async ({ page }) => {
    // lou signs in here (not from the shared storage state: a new sign-in revokes the browser's earlier token).
    await signIn(page, 'lou@example.com');
    const path = `/ui/purchases/${GUID.noPromotion}`;
    await page.goto(path);
    await expect(page).toHaveURL(/\/ui\/auth\?/);
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe(path);
    await expect(page.getByRole('status').filter({ hasText: 'Sign in as the customer this purchase was sent to' })).toBeVisible();
    await expect(page.getByText(DEALERSHIP)).toHaveCount(0);
    await signIn(page, 'kim@example.com');
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approve your Purchase');
    await expect(dialog(page)).toBeVisible();
    // The session is kim's now: her own account link, and lou's card page is not hers to see.
    const lou = await cardOf('lou@example.com');
    expect((await page.request.get(lou.path, { maxRedirects: 0 })).status()).toBe(404);
  });


  test('a purchase link signs in and comes back to the purchase', async ({ page }) => {
    const path = `/ui/purchases/${GUID.noPromotion}`;
    await page.goto(path);
    await expect(page).toHaveURL(/\/ui\/auth\?redirect_uri=/);
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe(path);
    await signIn(page, 'kim@example.com');
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approve your Purchase');
    await expect(dialog(page)).toBeVisible();
  });
});
