// Passkeys in the browser, with Chromium's virtual authenticator (CDP WebAuthn domain: a
// CTAP2 platform authenticator that keeps discoverable credentials and verifies its user): a customer adds a
// passkey in Account Preferences, signs out, signs in with "Use a passkey", confirms a sensitive change with
// it in the step-up dialog, signs in again through the browser's autofill; once removed, it no longer signs
// in. Under automation Chromium answers a conditional
// (autofill) request at once with the authenticator's credential, as it answers a modal one: the focus on the
// e-mail field is what a person would do, not what the authenticator waits for. So the button's journeys run
// in a browser that says it has no passkey autofill (PublicKeyCredential.isConditionalMediationAvailable).
import { expect, test, type Page } from '@playwright/test';
import { baseURL, sandboxURL } from '../playwright.config';
import { answerStepUp, scratchCustomer, signInContext } from './support';
import { addVirtualAuthenticator } from './webauthn';

test.use({ storageState: { cookies: [], origins: [] } });

/** The next loads of the page's browser have (or have no) passkey autofill; sessionStorage keeps the choice per tab. */
async function setAutofill(page: Page, on: boolean) {
  await page.evaluate((value) => (value ? sessionStorage.removeItem('e2e-no-autofill') : sessionStorage.setItem('e2e-no-autofill', '1')), on);
}

const signOut = async (page: Page) => {
  await page.request.post('/ui/auth/logout', { headers: { origin: baseURL }, maxRedirects: 0 });
  await page.context().clearCookies();
};

test('a passkey added in Account Preferences signs in by the button and by autofill; removed, it no longer does', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-no-autofill')) window.PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  const customer = await scratchCustomer();
  await signInContext(page, customer.email);
  await addVirtualAuthenticator(page);

  // Add one, named.
  await page.goto(`/ui/customers/${customer.user_id}/edit`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText('Name this passkey, for instance "Work laptop"')).toBeVisible();
  await section.getByLabel('Name for a new passkey').fill('Test laptop');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  // A new way in: the password first, in place (step-up); the name typed stays and the passkey is made.
  await answerStepUp(page);
  await expect(section.getByRole('status').filter({ hasText: 'Passkey "Test laptop" added' })).toBeVisible();
  const row = section.getByRole('listitem').filter({ hasText: 'Test laptop' });
  await expect(row).toContainText('Never used');
  // A second of the same name could not be told apart: refused at the field, before the device is asked.
  await section.getByLabel('Name for a new passkey').fill('test LAPTOP');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText('You already have a passkey named "test LAPTOP". Choose another name.')).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Recent security activity' }).getByText('Passkey added')).toBeVisible();
  const mails = (await (await fetch(`${sandboxURL}/sandbox/outbox?to=${encodeURIComponent(customer.email)}`)).json()) as { data: { subject: string | null }[] };
  expect(mails.data.map((m) => m.subject)).toContain('Security notice: passkey added');

  // Signed out, in a browser without passkey autofill: the button signs in, no password and no second step.
  await setAutofill(page, false);
  await signOut(page);
  await page.goto('/ui/auth');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'username webauthn');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).not.toHaveURL(/\/ui\/auth/);
  await page.goto(`/ui/customers/${customer.user_id}/edit`);
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem').filter({ hasText: 'Test laptop' })).toContainText('Last used');

  // A sensitive change in this passkey's session: the step-up dialog offers the passkey beside the password.
  const address = `passkey-${customer.email}`;
  await page.getByLabel('E-mail address').fill(address);
  await page.getByRole('button', { name: 'Save e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await dialog.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Check ${address}: open the link we sent there` })).toBeVisible();

  // With autofill: the e-mail field offers the passkey (autocomplete="username webauthn") and it signs in.
  await setAutofill(page, true);
  await signOut(page);
  await page.goto('/ui/auth');
  // The answer may already be on its way (see above): then the field is gone before it is focused.
  await page.getByLabel('E-mail').focus({ timeout: 2_000 }).catch(() => undefined);
  await expect(page).not.toHaveURL(/\/ui\/auth/);

  // Removed (after a confirmation), it no longer signs in.
  await page.goto(`/ui/customers/${customer.user_id}/edit`);
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByRole('button', { name: 'Remove Test laptop' }).click();
  await expect(passkeys.getByText('Remove "Test laptop"? You will no longer sign in with it.')).toBeVisible();
  await passkeys.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent security activity' }).getByText('Passkey removed')).toBeVisible();
  await setAutofill(page, false);
  await signOut(page);
  await page.goto('/ui/auth');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('This passkey was not recognized. Sign in with your password, or try another passkey.');
  await expect(page).toHaveURL(/\/ui\/auth\?error=passkey/);
});

test('the sign-in page offers no passkey without scripts, and the password form still signs in', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/ui/auth');
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);
  const customer = await scratchCustomer();
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/ui\/auth/);
  await context.close();
});
