// The loan page under slow and failing lender calls. Faults in the sandbox match a path, so any page load of
// the same loan would take them: these run in the serial project, after the parallel suites, where no other
// test loads fay's or kim's loan at the same moment (a parallel kim test once took the fault meant here).
import { expect, test } from '@playwright/test';
import { alert, details, LOAN_ERROR, loanUrl } from './loan-area-support';
import { personaIds, sandboxJson, storageFor } from './support';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../lib/rules/contact';

test.describe('fay: paid off, loaded in parallel', () => {
  test.use({ storageState: storageFor('fay') });

  test('shows the paid-off congratulation; the upstream calls run in parallel', async ({ page }) => {
    const fay = await personaIds('fay@example.com');
    const appId = fay.currentApplicationId!;
    // Each of the page's three lender calls is held 3 s: one after another they would take 9 s.
    const DELAY = 3000;
    for (const path of [`/api/users/${fay.userId}`, `/api/applications/${appId}`, `/api/loan_accounts/${appId}`]) {
      await sandboxJson('POST', '/sandbox/faults', { path, delay_ms: DELAY, times: 1 });
    }
    const started = Date.now();
    await page.goto(loanUrl(fay.userId, appId));
    const elapsed = Date.now() - started;
    await expect(page.getByRole('heading', { name: 'Congratulations! Your loan is paid off.' })).toBeVisible();
    expect(elapsed).toBeGreaterThanOrEqual(DELAY);
    expect(elapsed).toBeLessThan(2 * DELAY);
  });
});

test.describe('kim: an upstream failure', () => {
  test.use({ storageState: storageFor('kim') });

  test('an upstream failure shows the loan error text, never a blank page', async ({ page }) => {
    const kim = await personaIds('kim@example.com');
    const appId = kim.currentApplicationId!;
    await sandboxJson('POST', '/sandbox/faults', { path: `/api/loan_accounts/${appId}`, status: 500 });
    await page.goto(loanUrl(kim.userId, appId));
    await expect(alert(page)).toHaveText(LOAN_ERROR);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Loan ${appId}`);

    // The application itself (spec 001 section 8): the fallback page, answering 500, with the way back.
    await sandboxJson('POST', '/sandbox/faults', { path: `/api/applications/${appId}`, status: 503 });
    const failed = await page.goto(loanUrl(kim.userId, appId));
    expect(failed?.status()).toBe(500);
    await expect(page).toHaveURL(`/ui/unavailable?redirect_uri=${encodeURIComponent(loanUrl(kim.userId, appId))}`);
    await expect(alert(page)).toContainText('Something went wrong.');
    await expect(page.getByRole('link', { name: SUPPORT_PHONE })).toBeVisible();
    await expect(page.getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();

    // The customer's own record: the same, where the sidebar used to drop out silently.
    await sandboxJson('POST', '/sandbox/faults', { path: `/api/users/${kim.userId}`, status: 500 });
    const noUser = await page.goto(loanUrl(kim.userId, appId, '/statements'));
    expect(noUser?.status()).toBe(500);
    await expect(alert(page)).toContainText('Something went wrong.');
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(loanUrl(kim.userId, appId, '/statements'));

    // And then the page recovers.
    await page.goto(loanUrl(kim.userId, appId));
    await expect(details(page)).toContainText('$984.21');
  });
});
