// Staff on the customer's screens: look-up, banner, diagnostics, audit trail; and what customers
// never see of it.
import { expect, test } from '@playwright/test';
import { unsealData } from 'iron-session';
import { SESSION_SECRET } from '../playwright.config';
import type { SessionData } from '../lib/session/config';
import { lender } from './access-world';
import { personaIds, signInContext, storageFor } from './support';

test.describe('care@example.com', () => {
  test.use({ storageState: storageFor('care') });

  test('finds ana by e-mail, sees the banner and the diagnostics, and the audit trail records it', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    await page.goto('/ui/staff');
    await page.getByLabel('E-mail, name, customer id or application id').fill('ana@example.com');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: '1 customer found' })).toBeVisible();
    await page.getByRole('link', { name: 'Ana Alvarez' }).click();
    await expect(page).toHaveURL(`/ui/customers/${ana.userId}/applications/${ana.currentApplicationId}`);

    const banner = page.getByRole('note', { name: 'Staff view' });
    await expect(banner).toContainText('Viewing Ana Alvarez');
    await expect(banner).toContainText('as CFS Customer Care Specialist');
    const diagnostics = page.getByRole('region', { name: 'Diagnostics (staff only)' });
    await expect(diagnostics).toContainText('status_cache_status');
    await expect(diagnostics).toContainText('funded');
    await expect(diagnostics).toContainText('Max single payment date');

    await banner.getByRole('link', { name: 'Audit trail' }).click();
    await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
    await expect(page.getByRole('cell', { name: `Viewed GET /api/applications/${ana.currentApplicationId}` }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: /CFS Customer Care Specialist/ }).first()).toBeVisible();
  });

  test("makes a payment on ana's behalf, which the audit trail shows as a change", async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    const amount = (11 + (Date.now() % 8000) / 100).toFixed(2);
    await page.goto(`/ui/customers/${ana.userId}/applications/${ana.currentApplicationId}/make-payment`);
    await expect(page.getByRole('note', { name: 'Staff view' })).toContainText('Viewing Ana Alvarez');
    await page.getByRole('radio', { name: /^Other amount/ }).check();
    await page.getByLabel('Amount in dollars').fill(amount);
    await page.getByLabel('I have read and accept the payment authorization').check();
    await page.getByRole('button', { name: 'Review Payment' }).click();
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your payment!' })).toBeVisible();
    await page.goto(`/ui/customers/${ana.userId}/audit`);
    await expect(page.getByRole('cell', { name: 'Changed POST /api/transactions' }).first()).toBeVisible();
  });

  test('finds customers by application id and says when nothing matches', async ({ page }) => {
    const ben = await personaIds('ben@example.com');
    await page.goto(`/ui/staff?q=${ben.currentApplicationId}`);
    await expect(page.getByRole('link', { name: /Ben/ })).toBeVisible();
    await page.goto('/ui/staff?q=nobody-here');
    await expect(page.getByRole('heading', { name: 'No customer matches “nobody-here”' })).toBeVisible();
  });
});

test.describe('a customer', () => {
  test.use({ storageState: storageFor('ana') });

  test('cannot open the look-up, the audit trail, another customer or any diagnostics', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    const ben = await personaIds('ben@example.com');
    expect((await page.goto('/ui/staff'))?.status()).toBe(404);
    expect((await page.goto(`/ui/customers/${ana.userId}/audit`))?.status()).toBe(404);
    expect((await page.goto(`/ui/customers/${ben.userId}/applications/${ben.currentApplicationId}`))?.status()).toBe(404);
    await page.goto(`/ui/customers/${ana.userId}/applications/${ana.currentApplicationId}`);
    await expect(page.getByRole('region', { name: 'Diagnostics (staff only)' })).toHaveCount(0);
    await expect(page.getByRole('note', { name: 'Staff view' })).toHaveCount(0);
    for (const path of ['/api/staff/customers?q=ben', `/api/staff/audit_events?customer_id=${ana.userId}`, `/api/users/${ben.userId}`]) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(404);
    }
  });
});

test.describe('dev@example.com (CFS Development)', () => {
  test.use({ storageState: storageFor('dev') });

  test("sees the qualification descriptions and the diagnostics on ana's screens", async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    await page.goto(`/ui/customers/${ana.userId}/additional-financing`);
    const table = page.getByRole('region', { name: 'For Customer Care Only' });
    await expect(table.getByRole('columnheader')).toHaveText(['Check', 'Result', 'Description']);
    await page.goto(`/ui/customers/${ana.userId}/applications/${ana.currentApplicationId}`);
    await expect(page.getByRole('note', { name: 'Staff view' })).toContainText('as CFS Development');
    await expect(page.getByRole('region', { name: 'Diagnostics (staff only)' })).toBeVisible();
  });
});

test('a staff member whose session the lender revoked is sent to sign in from the search, not told the search failed', async ({ browser }) => {
  // A browser of its own: signing in here leaves the shared staff sessions alone.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInContext(page, 'staffer@example.com');
  const cookie = (await context.cookies()).find((c) => c.name === '__Host-portal_session')!;
  const { token } = await unsealData<SessionData>(cookie.value, { password: SESSION_SECRET, ttl: 12 * 3600 });
  expect((await lender(token, 'DELETE', '/platform/auth/sessions')).status).toBeLessThan(300);

  await page.goto('/ui/staff?q=ana%40example.com');
  await expect(page).toHaveURL(/\/ui\/auth\?(.*&)?error=expired/);
  await expect(page.getByText('Something went wrong. Please try the search again.')).toHaveCount(0);
  await context.close();
});
