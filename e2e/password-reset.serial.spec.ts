// ana forgets her password: "Forgot your password?", the link from the outbox, a new password;
// her other session ends, a notice is e-mailed, and the link does not work twice. Serial: ana's password
// changes here, and is put back at the end (with her saved session, which the reset ended).
import { expect, test } from '@playwright/test';
import { personaIds, sandboxJson, signIn, signInContext, storageFor } from './support';
import { sandboxURL } from '../playwright.config';

const NEW_PASSWORD = 'harbor kettle tundra marble 19';

test.use({ storageState: { cookies: [], origins: [] } });

test('ana resets her password from the outbox link, and her other session ends', async ({ page, browser }) => {
  const ana = await personaIds('ana@example.com');
  const elsewhere = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const other = await elsewhere.newPage();
  await signInContext(other, 'ana@example.com');
  await other.goto(`/ui/customers/${ana.userId}/edit`);
  await expect(other.getByRole('heading', { name: 'Account Preferences' })).toBeVisible();

  try {
    const since = Date.now();
    await page.goto('/ui/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('E-mail').fill('ana@example.com');
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account uses that e-mail' })).toBeVisible();

    const mails = (await (await fetch(`${sandboxURL}/sandbox/outbox?to=ana@example.com`)).json()) as { data: { subject: string | null; body: string; created_at: string }[] };
    const mail = mails.data.find((m) => m.subject === 'Reset your password' && Date.parse(m.created_at) >= since - 5000);
    const link = /\/ui\/auth\/reset\?token=[A-Za-z0-9_-]+/.exec(mail?.body ?? '')?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await expect(page.getByText('Strength: Very strong')).toBeVisible();
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await expect(page).toHaveURL(/\/ui\/auth\?error=password_reset/);
    await expect(page.getByRole('status').filter({ hasText: 'Your password was changed' })).toBeVisible();

    // The old password no longer signs in; the new one does.
    await page.getByLabel('E-mail').fill('ana@example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The e-mail or password is incorrect.' })).toBeVisible();
    await signIn(page, 'ana@example.com', NEW_PASSWORD);

    // Her other session has ended.
    await other.goto(`/ui/customers/${ana.userId}/edit`);
    await expect(other).toHaveURL(/\/ui\/auth\?/);

    // The notice, and the activity.
    const after = (await (await fetch(`${sandboxURL}/sandbox/outbox?to=ana@example.com`)).json()) as { data: { subject: string | null }[] };
    expect(after.data.map((m) => m.subject)).toContain('Security notice: password reset with an e-mailed link');
    await page.goto(`/ui/customers/${ana.userId}/edit`);
    await expect(page.getByRole('region', { name: 'Recent security activity' }).getByText('Password reset with an e-mailed link').first()).toBeVisible();

    // The link works once.
    await page.goto(link!);
    await expect(page.getByRole('alert').filter({ hasText: 'This link has expired or was already used.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send me a new link' })).toBeVisible();
  } finally {
    await elsewhere.close();
    // ana's demo password back, and a saved session for the tests after this one.
    await sandboxJson('PUT', `/sandbox/users/${ana.userId}/seed_password`);
    const restore = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const restorePage = await restore.newPage();
    await signInContext(restorePage, 'ana@example.com');
    await restore.storageState({ path: storageFor('ana') });
    await restore.close();
  }
});
