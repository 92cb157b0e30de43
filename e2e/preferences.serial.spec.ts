// Runs after every other browser test (the 'serial' project): ana's sign-in e-mail changes here,
// and is put back at the end.
import { expect, test } from '@playwright/test';
import { personaIds, storageFor } from './support';

test.use({ storageState: storageFor('ana') });

test('ana changes her e-mail, and a taken one shows the server detail', async ({ page }) => {
  const ana = await personaIds('ana@example.com');
  await page.goto(`/ui/customers/${ana.userId}/edit`);
  const email = page.getByLabel('E-mail address');
  const save = page.getByRole('button', { name: 'Save e-mail' });

  await email.fill('ben@example.com');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Email has already been taken')).toBeVisible();
  await expect(email).toHaveValue('ben@example.com');

  await email.fill('ana.alvarez@example.com');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address was updated.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('E-mail address')).toHaveValue('ana.alvarez@example.com');

  await page.getByLabel('E-mail address').fill('ana@example.com');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address was updated.' })).toBeVisible();
});
