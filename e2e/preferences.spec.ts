// Account Preferences: the live e-mail check, the phone PIN flow, and what card-account customers and
// customers without a finalized loan see.
import { expect, test } from '@playwright/test';
import { answerStepUp, lastMessageTo, personaIds, signInContext, storageFor } from './support';

test.describe('ana', () => {
  test.use({ storageState: storageFor('ana') });

  test('the e-mail check: typo suggestion, invalid address, unchanged keeps Save disabled', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    await page.goto(`/ui/customers/${ana.userId}/edit`);
    await expect(page.getByRole('heading', { name: 'Account Preferences' })).toBeVisible();
    const email = page.getByLabel('E-mail address');
    const save = page.getByRole('button', { name: 'Save e-mail' });
    await expect(email).toHaveValue('ana@example.com');
    await expect(save).toBeDisabled();

    await email.fill('ana.alvarez@gmial.com');
    await expect(page.getByText('Did you mean')).toBeVisible();
    await page.getByRole('button', { name: 'ana.alvarez@gmail.com' }).click();
    await expect(email).toHaveValue('ana.alvarez@gmail.com');
    await expect(save).toBeEnabled();

    await email.fill('ana.alvarez@example');
    await expect(page.getByText('Invalid Email Address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();

    await email.fill('ana@example.com');
    await expect(save).toBeDisabled();
    await expect(email).toHaveAttribute('maxlength', '50');
  });

  test('changes her phone: the password asked in place, the PIN from the outbox, a wrong PIN refused, the right one verifies', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    const number = `555${String(Date.now()).slice(-7)}`;
    // A session of its own: the shared one may have confirmed the password lately, and then nothing would ask.
    await page.context().clearCookies();
    await signInContext(page, 'ana@example.com');
    await page.goto(`/ui/customers/${ana.userId}/edit`);
    await page.getByRole('button', { name: 'Change mobile phone' }).click();
    const input = page.getByLabel(/New mobile number/);
    await input.fill(`+1 (${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}`);
    await expect(input).toHaveValue(number);
    await page.getByRole('button', { name: 'Send PIN' }).click();
    // Another number is a sensitive change: the password, in place; the number typed stays.
    await answerStepUp(page);
    await expect(page.getByRole('status').filter({ hasText: 'We sent a PIN' })).toBeVisible();

    const pin = /\b(\d{6})\b/.exec(await lastMessageTo(number))?.[1];
    expect(pin).toMatch(/^\d{6}$/);
    const pinInput = page.getByLabel('PIN', { exact: true });
    await expect(pinInput).toHaveAttribute('autocomplete', 'one-time-code');
    await pinInput.fill(pin === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The PIN is incorrect.')).toBeVisible();
    await expect(pinInput).toHaveAttribute('aria-invalid', 'true');

    await pinInput.fill(pin!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your mobile phone is verified.' })).toBeVisible();
    // In the phone's own section: the Texts section names the number too.
    await expect(page.getByRole('region', { name: 'Mobile phone' }).getByText(`+1 (${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}`)).toBeVisible();
    await page.reload();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  });

  test('sees payment reminders and can switch them', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    await page.goto(`/ui/customers/${ana.userId}/edit`);
    const reminders = page.getByLabel('Send me payment reminders');
    await expect(reminders).toBeVisible();
    const before = await reminders.isChecked();
    await reminders.setChecked(!before);
    await page.getByRole('button', { name: 'Save reminders' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Payment reminders are (on|off)\./ })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Send me payment reminders')).toBeChecked({ checked: !before });
    // put it back for anyone else looking
    await page.getByLabel('Send me payment reminders').setChecked(before);
    await page.getByRole('button', { name: 'Save reminders' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Payment reminders are/ })).toBeVisible();
  });
});

test.describe('ana, bank accounts on Account Preferences', () => {
  test.use({ storageState: storageFor('ana') });

  test('sees her accounts, adds one by hand and removes it; the autopay account cannot be removed', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    await page.goto(`/ui/customers/${ana.userId}/edit`);
    const section = page.getByRole('region', { name: 'Bank accounts' });
    await expect(section.getByText('Ana checking')).toBeVisible();
    await expect(section.getByText('Checking ending in 6789')).toBeVisible();

    await section.getByRole('button', { name: /Remove Ana checking/ }).click();
    await expect(section.getByText(/move or cancel your autopay first/)).toBeVisible();

    await section.getByLabel('Routing number').fill('011000015');
    await section.getByLabel('Account number').fill('99887766');
    await section.getByLabel('Bank name').fill('Preferences Test Bank');
    await section.getByLabel('Account type').selectOption('Savings');
    await section.getByRole('button', { name: 'Add bank account' }).click();
    await expect(section.getByRole('status').filter({ hasText: 'Added Preferences Test Bank savings ending in 7766.' })).toBeVisible();
    const remove = section.getByRole('button', { name: 'Remove Preferences Test Bank savings ending in 7766' });
    await expect(remove).toBeVisible();
    await remove.click();
    await expect(section.getByRole('status').filter({ hasText: 'Removed Preferences Test Bank savings ending in 7766.' })).toBeVisible();
    await expect(remove).toHaveCount(0);
  });
});

test.describe('kim (card account)', () => {
  test.use({ storageState: storageFor('kim') });

  test('sees a call prompt instead of a phone change, no reminders and no bank accounts', async ({ page }) => {
    const kim = await personaIds('kim@example.com');
    await page.goto(`/ui/customers/${kim.userId}/edit`);
    await expect(page.getByText('To change the mobile phone of your card account, please call us')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change mobile phone' })).toHaveCount(0);
    await expect(page.getByLabel('Send me payment reminders')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Bank accounts' })).toHaveCount(0);
  });
});

test.describe('jon (no finalized loan)', () => {
  test.use({ storageState: storageFor('jon') });

  test('sees no payment reminder option', async ({ page }) => {
    const jon = await personaIds('jon@example.com');
    await page.goto(`/ui/customers/${jon.userId}/edit`);
    await expect(page.getByRole('heading', { name: 'Mobile phone' })).toBeVisible();
    await expect(page.getByLabel('Send me payment reminders')).toHaveCount(0);
  });
});

test('another customer cannot open ana\'s preferences', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageFor('ben') });
  const page = await context.newPage();
  const ana = await personaIds('ana@example.com');
  const res = await page.goto(`/ui/customers/${ana.userId}/edit`);
  expect(res?.status()).toBe(404);
  await context.close();
});
