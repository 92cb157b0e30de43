// Runs after every other browser test (the 'serial' project): ana starts a change of her sign-in e-mail
// here, and stops it from her old address's notice, so her e-mail and sessions stay as they were. The
// step-up dialog and the confirmation are walked in step-up.spec.ts, on scratch customers.
import { expect, test } from '@playwright/test';
import { lastMessageTo, personaIds, signInContext, stepUpFirst } from './support';

// A session of its own: the test needs none of the others' state.
test.use({ storageState: { cookies: [], origins: [] } });

test('ana starts an e-mail change: a taken one shows the server detail, a new one waits for its inbox, her old address stops it', async ({ page }) => {
  // A sign-in, the step-up, two saves and the stop page, on a busy machine.
  test.setTimeout(120_000);
  const ana = await personaIds('ana@example.com');
  await signInContext(page, 'ana@example.com');
  await page.goto(`/ui/customers/${ana.userId}/edit`);
  await stepUpFirst(page);
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
  await expect(page.getByRole('status').filter({ hasText: 'Check ana.alvarez@example.com: open the link we sent there' })).toBeVisible();
  await page.reload();
  // Not changed yet: she still signs in with her old address, and the change waits.
  await expect(page.getByLabel('E-mail address')).toHaveValue('ana@example.com');
  await expect(page.getByText('Waiting for confirmation: ana.alvarez@example.com.')).toBeVisible();

  const stop = /\/ui\/auth\/email\/stop\?token=[A-Za-z0-9_-]+/.exec(await lastMessageTo('ana@example.com'))?.[0];
  expect(stop).toBeTruthy();
  await page.goto(stop!);
  await page.getByRole('button', { name: 'Stop the change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The change was stopped' })).toBeVisible();
  await page.goto(`/ui/customers/${ana.userId}/edit`);
  await expect(page.getByText('Waiting for confirmation')).toHaveCount(0);
  await expect(page.getByLabel('E-mail address')).toHaveValue('ana@example.com');
});
