// ola's first sign-in: her loan was just funded and she has never signed in. The welcome e-mail's
// link, a wrong answer refused with the tries left, her date of birth and SSN, a password; then she signs in.
// Serial: it uses up ola's welcome link (the a11y and keyboard walks read it first).
import { expect, test } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { signIn } from './support';

const PASSWORD = 'orchid canyon pebble violin 58';

test.use({ storageState: { cookies: [], origins: [] } });

test('ola activates from the outbox link and signs in; the link works once', async ({ page }) => {
  const mails = (await (await fetch(`${sandboxURL}/sandbox/outbox?to=ola@example.com`)).json()) as { data: { subject: string | null; body: string }[] };
  const welcome = mails.data.find((m) => m.subject === 'Welcome: create your sign-in');
  const link = /\/ui\/auth\/activate\?token=[A-Za-z0-9_-]+/.exec(welcome?.body ?? '')?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByText('Welcome, Ola.')).toBeVisible();
  // A wrong SSN: refused, with the tries left, and the link still works.
  await page.getByLabel('Date of birth').fill('1987-06-14');
  await page.getByLabel('Last 4 digits of your Social Security number').fill('1234');
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my sign-in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'do not match our records. 2 tries are left.' })).toBeVisible();

  await page.getByLabel('Date of birth').fill('1987-06-14');
  await page.getByLabel('Last 4 digits of your Social Security number').fill('3019');
  await page.getByLabel('New password').fill(PASSWORD);
  await expect(page.getByText('Strength: Very strong')).toBeVisible();
  await page.getByRole('button', { name: 'Create my sign-in' }).click();
  await expect(page).toHaveURL(/\/ui\/auth\?error=activated/);
  await expect(page.getByRole('status').filter({ hasText: 'Your sign-in is ready.' })).toBeVisible();

  await signIn(page, 'ola@example.com', PASSWORD);
  await expect(page).toHaveURL(/\/ui\/customers\/\d+\/applications\/\d+$/);

  // Used: the link now offers a new one.
  await page.goto(link!);
  await expect(page.getByRole('alert').filter({ hasText: 'This link has expired or was already used.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeVisible();
});
