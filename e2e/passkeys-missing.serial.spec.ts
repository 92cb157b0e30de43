// A lender without the passkey extension: its options call answers 404, so the sign-in page
// offers no passkey, the portal remembers it (for 10 minutes: lib/lender/passkey-support.ts) and Account
// Preferences leaves the Passkeys section out; the password still signs in and nothing else breaks. Serial:
// the portal's "no passkeys" lasts beyond the test, so it runs after the journeys that use them.
import { expect, test } from '@playwright/test';
import { sandboxJson, scratchCustomer, signInContext } from './support';

test.use({ storageState: { cookies: [], origins: [] } });

test('a 404 on the options call: no passkey button, no Passkeys section, the password signs in', async ({ page }) => {
  await sandboxJson('POST', '/sandbox/faults', { method: 'POST', path: '/platform/auth/passkeys/authentication_options', status: 404, times: 1 });
  const answered = page.waitForResponse((res) => res.url().endsWith('/ui/auth/passkey/options'));
  await page.goto('/ui/auth');
  expect((await answered).status()).toBe(404);
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);

  // Remembered: the next sign-in page does not ask again, and Account Preferences has no Passkeys section.
  const asked: string[] = [];
  page.on('request', (req) => (req.url().includes('/ui/auth/passkey') ? asked.push(req.url()) : undefined));
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByLabel('E-mail')).toBeVisible();
  expect(asked).toEqual([]);
  const customer = await scratchCustomer();
  await signInContext(page, customer.email);
  await page.goto(`/ui/customers/${customer.user_id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Preferences' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Password' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passkeys' })).toHaveCount(0);
});
