// One rule for every new password: the reset form says, as it is typed, that a password made of the
// holder's name is refused, and a password with a character sign-in cannot take, posted without scripts,
// comes back to the form with its reason, in English and Spanish; nothing is changed. A customer of the
// test's own: no persona's reset link is touched.
import { expect, test } from '@playwright/test';
import { LOCALE_COOKIE } from '../lib/i18n/locales';
import { PASSWORD_MESSAGES } from '../lib/contract/limits';
import es from '../messages/es-US';
import { sandboxURL } from '../playwright.config';
import { postSignIn, sandboxJson, scratchCustomer } from './support';

test.use({ storageState: { cookies: [], origins: [] } });

test("the reset form refuses the holder's name as typed, and a NUL when posted, in both languages", async ({ page, context, baseURL }) => {
  const customer = await scratchCustomer();
  await sandboxJson('POST', '/platform/auth/password_resets', { email: customer.email });
  const mails = (await (await fetch(`${sandboxURL}/sandbox/outbox?to=${encodeURIComponent(customer.email)}`)).json()) as { data: { subject: string | null; body: string }[] };
  const link = /\/ui\/auth\/reset\?token=[A-Za-z0-9_-]+/.exec(mails.data.find((m) => m.subject === 'Reset your password')?.body ?? '')?.[0];
  expect(link).toBeTruthy();

  // The scratch customer is "Load Customer 0": capitals, dots and repetition do not hide it.
  await page.goto(link!);
  await page.getByLabel('New password').fill('Load.Customer.Load.Customer');
  await expect(page.getByText(PASSWORD_MESSAGES.personal)).toBeVisible();

  const token = new URL(link!, baseURL).searchParams.get('token')!;
  const posted = await page.request.post('/ui/auth/reset/submit', { form: { token, new_password: 'correct horse\u0000 battery staple zz' }, headers: { origin: baseURL! }, maxRedirects: 0 });
  expect(posted.status()).toBe(303);
  const back = posted.headers().location!;
  expect(new URL(back).searchParams.get('error')).toBe('characters');
  await page.goto(back);
  await expect(page.getByText(PASSWORD_MESSAGES.characters)).toBeVisible();
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'es-US', url: baseURL }]);
  await page.reload();
  await expect(page.getByText(es.account.password.characters)).toBeVisible();
  // The reason the form came back with stays until the page is opened afresh.
  await page.goto(link!);
  await page.getByLabel('Contraseña nueva').fill('LOAD customer 2024 load customer');
  await expect(page.getByText(es.account.password.personal)).toBeVisible();

  // Nothing changed: the old password still signs in.
  const signedIn = await postSignIn(page.request, customer.email);
  expect(signedIn.status()).toBe(303);
  expect(signedIn.headers().location).not.toContain('/ui/auth');
});
