// Rate limits as the customer sees them: a refusal for too many tries says what and for
// how long, next to the form. Serial (runs last, one at a time): it uses up limits on purpose — an e-mail
// nobody has, ben's payments — and clears them after (DELETE /sandbox/rate_limits?key=).
import { expect, test } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { ACH_AUTHORIZATION_VERSION } from '../lib/rules/ach-authorization';
import { addDays, lenderToday } from '../lib/rules/dates';
import { clearLimits, LOOPBACK, personaIds, sandboxToken, signIn } from './support';

// The portal forwards the browser's address; on loopback it is one of these.

test.describe('sign-in', () => {
  const email = 'rate-limit-nobody@example.com';
  test.beforeEach(() => clearLimits(email));
  test.afterEach(async () => {
    await clearLimits(email);
    for (const address of LOOPBACK) await clearLimits(address);
  });

  test('five failures lock the account: the sixth says so, with the wait in minutes', async ({ page }) => {
    await page.goto('/ui/auth');
    const alert = page.getByRole('alert').filter({ hasText: /./ });
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(alert).toHaveText('The e-mail or password is incorrect.');
    }
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(alert).toHaveText(/^Too many failed sign-in attempts\. Please try again in ([1-9]|1[0-5]) minutes?\.$/);
    // The message belongs to the form's fields.
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-describedby', 'sign-in-error');
  });
});

test.describe('sign-in per address', () => {
  test.afterEach(async () => {
    for (const address of LOOPBACK) await clearLimits(address);
  });

  test('a client changing its X-Forwarded-For stays one address: the 31st failure is refused', async ({ playwright, baseURL }) => {
    for (const address of LOOPBACK) await clearLimits(address);
    const ctx = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const attempt = (i: number) =>
      ctx.post('/ui/auth/session', {
        form: { email: `rotate-${i % 6}-nobody@example.com`, password: 'not-the-password' },
        headers: { origin: baseURL!, 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` },
        maxRedirects: 0,
      });
    for (let i = 0; i < 30; i++) expect(new URL((await attempt(i)).headers().location!, baseURL).searchParams.get('error')).toBe('credentials');
    expect(new URL((await attempt(30)).headers().location!, baseURL).searchParams.get('error')).toBe('locked');
    for (let i = 0; i < 6; i++) await clearLimits(`rotate-${i}-nobody@example.com`);
    await ctx.dispose();
  });
});

test.describe('payments', () => {
  const email = 'ben@example.com';
  const made: number[] = [];
  let userId = 0;

  test.beforeEach(async () => {
    userId = (await personaIds(email)).userId;
    await clearLimits(userId);
  });
  test.afterEach(async () => {
    // Scheduled ones can be cancelled: nothing of this test stays on ben's loan.
    const token = await sandboxToken(email);
    for (const id of made.splice(0)) await fetch(`${sandboxURL}/api/transactions/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    await clearLimits(userId);
  });

  test('past the limit of 20 in 15 minutes the payment is refused beside the form, with the wait', async ({ page }) => {
    const token = await sandboxToken(email);
    const ids = await personaIds(email);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const banks = (await (await fetch(`${sandboxURL}/api/bank_accounts?user_id=${ids.userId}`, { headers })).json()) as { data: { id: number }[] };
    const date = addDays(lenderToday(), 10);
    // 20 real payments through the lender API, scheduled so that they can be cancelled after.
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${sandboxURL}/api/transactions`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({
          application_id: ids.currentApplicationId,
          terms_version: ACH_AUTHORIZATION_VERSION,
          transaction: { amount: 1 + i / 100, future_effective_at: date, authorized: true, transactable_type: 'BankAccount', transactable_id: banks.data[0]!.id, active: true },
          allow_duplicate: true,
        }),
      });
      expect(res.status).toBe(201);
      made.push(((await res.json()) as { id: number }).id);
    }

    await signIn(page, email);
    await page.goto(`/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}/make-payment`);
    await page.getByRole('radio', { name: /^Other amount/ }).check();
    await page.getByLabel('Amount in dollars').fill('7.77');
    await page.getByLabel('Payment date').fill(date);
    await page.getByLabel('I have read and accept the payment authorization').check();
    await page.getByRole('button', { name: 'Review Payment' }).click();
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many' })).toHaveText(
      /^Too many payments in a short time\. Please try again in ([1-9]|1[0-5]) minutes?\.$/,
    );
    await expect(page).not.toHaveURL(/\/thanks$/);
  });
});
