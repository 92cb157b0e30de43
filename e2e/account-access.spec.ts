// Account access in the browser: a customer changes their password in Account Preferences
// (strength meter, show/hide, the reason a password is refused), their other session ends, a notice is
// e-mailed and listed under Recent security activity; "Forgot your password?" answers an unknown e-mail
// as it answers a known one. ana's reset from the outbox link is in password-reset.serial.spec.ts.
import { expect, test } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { scratchCustomer, signInContext } from './support';

const STRONG = 'lantern orbit velvet cactus 42';

test.describe('change password', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('refuses a breached or short one with the reason, then changes it: the other session ends, a notice is sent and listed', async ({ page, browser }) => {
    const customer = await scratchCustomer();
    await signInContext(page, customer.email);
    const elsewhere = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const other = await elsewhere.newPage();
    await signInContext(other, customer.email);

    await page.goto(`/ui/customers/${customer.user_id}/edit`);
    const section = page.getByRole('region', { name: 'Password' });
    const next = section.getByLabel('New password');
    await section.getByLabel('Current password').fill('demo-password');

    // A breached password: refused as the customer types, with the reason.
    await next.fill('iloveyou');
    await expect(section.getByText('This password is on a list of common or breached passwords')).toBeVisible();
    await expect(section.getByText('Strength: Very strong')).toHaveCount(0);
    // Too short: the length is the reason.
    await next.fill('qz8#Lp2!vR');
    await expect(section.getByText('Use at least 15 characters')).toBeVisible();
    // Pasting is never blocked (a password manager's paste), and show/hide reveals what was typed.
    const pasteBlocked = await next.evaluate((el) => {
      const paste = new ClipboardEvent('paste', { cancelable: true, bubbles: true, clipboardData: new DataTransfer() });
      el.dispatchEvent(paste);
      return paste.defaultPrevented;
    });
    expect(pasteBlocked).toBe(false);
    await next.fill(STRONG);
    await section.getByRole('button', { name: 'Show password' }).click();
    await expect(next).toHaveAttribute('type', 'text');
    await expect(section.getByText('Strength: Very strong')).toBeVisible();
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByRole('status')).toHaveText(/Your password was changed/);

    // The activity lists it; the notice is in the outbox.
    const activity = page.getByRole('region', { name: 'Recent security activity' });
    await expect(activity.getByText('Password changed')).toBeVisible();
    const mails = (await (await fetch(`${sandboxURL}/sandbox/outbox?to=${encodeURIComponent(customer.email)}`)).json()) as { data: { subject: string | null }[] };
    expect(mails.data.map((m) => m.subject)).toContain('Security notice: password changed');

    // The other session has ended; this one goes on.
    await other.goto(`/ui/customers/${customer.user_id}/edit`);
    await expect(other).toHaveURL(/\/ui\/auth\?/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Account Preferences' })).toBeVisible();
    await elsewhere.close();
  });

  test('a wrong current password is refused at its field', async ({ page }) => {
    const customer = await scratchCustomer();
    await signInContext(page, customer.email);
    await page.goto(`/ui/customers/${customer.user_id}/edit`);
    const section = page.getByRole('region', { name: 'Password' });
    await section.getByLabel('Current password').fill('not-my-password');
    await section.getByLabel('New password').fill(STRONG);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByRole('alert').filter({ hasText: 'Your current password is incorrect' })).toBeVisible();
    await expect(section.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('forgotten password', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('answers an unknown e-mail exactly as a known one', async ({ page }) => {
    const answer = async (email: string) => {
      await page.goto('/ui/auth');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Send me a reset link' }).click();
      await expect(page.getByRole('status').filter({ hasText: /\S/ })).toBeVisible();
      return { url: page.url(), text: await page.locator('main').innerText() };
    };
    const known = await answer('jon@example.com');
    const unknown = await answer('nobody-at-all@example.com');
    expect(unknown).toEqual(known);
    expect(known.text).toContain('If an account uses that e-mail, we sent it a link');
  });
});
