// Consent to electronic delivery (E-SIGN): a customer with none on record sees the disclosure right after
// sign-in, opens its PDF, types a wrong code (said at the field, what was typed stays), then the PDF's code,
// and reaches their loan; withdrawing (after a question and a step-up) and consenting again are recorded at
// the lender; in Spanish, the PDF's text is read back. Each test uses a scratch customer of its own, so no
// persona's consent changes.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import en from '../messages/en-US';
import es from '../messages/es-US';
import { pdfText } from '../lender/test/pdf-text';
import { answerStepUp, lenderAs, postSignIn, scratchCustomer, signIn, type ScratchCustomer } from './support';

test.use({ storageState: { cookies: [], origins: [] } });

interface Consent {
  data: { state: string; needs_consent: boolean; history: { action: string; method: string; language: string; address: string | null; email: string }[] };
}
const consentAt = (c: ScratchCustomer) => lenderAs<Consent>(c.email, 'GET', `/api/users/${c.user_id}/esign_consent`).then((r) => r.data);

/** The disclosure's PDF as the signed-in browser opens it, and the code printed in it. */
async function disclosure(page: Page, label: string) {
  const res = await page.request.get('/files/esign-disclosure');
  expect(res.status()).toBe(200);
  const text = pdfText(await res.body());
  const code = new RegExp(`${label}\\s*\\n?\\s*([A-Z2-9]{6})`).exec(text)?.[1];
  expect(code, text).toBeTruthy();
  return { text: text.replace(/\s+/g, ' '), code: code! };
}

const loanPath = (c: ScratchCustomer) => `/ui/customers/${c.user_id}/applications/${c.application_id}`;

test('no consent on record: the disclosure first, a wrong code said at its field, the right one, then the loan', async ({ page }) => {
  const customer = await scratchCustomer({ esign: false });
  await signIn(page, customer.email);
  await expect(page).toHaveURL(/\/ui\/consent\?redirect_uri=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Electronic delivery disclosure');
  for (const heading of ['Paper copies', 'Withdrawing your consent', 'Keeping your e-mail current', 'What you need']) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open the disclosure/ })).toHaveAttribute('href', '/files/esign-disclosure');
  const { code } = await disclosure(page, 'Your code');

  const field = page.getByLabel(en.legal.consent.code);
  const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
  await field.fill(wrong);
  await page.getByRole('button', { name: en.legal.consent.agree }).click();
  await expect(field).toHaveAccessibleDescription(new RegExp(en.legal.consent.refusals.codeWrong.replace(/[.?]/g, '\\$&')));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue(wrong);
  expect((await consentAt(customer)).state).toBe('none');

  await field.fill(code);
  await page.getByRole('button', { name: en.legal.consent.agree }).click();
  await expect(page).toHaveURL(new RegExp(`${loanPath(customer)}$`));
  const recorded = await consentAt(customer);
  expect(recorded).toMatchObject({ state: 'consented', needs_consent: false });
  expect(recorded.history[0]).toMatchObject({ action: 'consented', method: 'portal_code', language: 'en-US', email: customer.email });
});

test('Account Preferences: stopping electronic delivery (a question, then the password) and choosing it again, both at the lender', async ({ page }) => {
  const customer = await scratchCustomer();
  await signIn(page, customer.email);
  await page.goto(`/ui/customers/${customer.user_id}/edit`);
  const section = page.getByRole('region', { name: en.legal.consent.paperless.title });
  await expect(section).toContainText(/On since \d{2}\/\d{2}\/\d{4}/);
  await section.getByRole('button', { name: en.legal.consent.paperless.withdraw }).click();
  await expect(section.getByRole('group', { name: en.legal.consent.paperless.withdrawQuestion })).toBeVisible();
  await section.getByRole('button', { name: en.legal.consent.paperless.yesWithdraw }).click();
  await answerStepUp(page);
  await expect(section.getByRole('status')).toHaveText(en.legal.consent.paperless.withdrawn);
  expect((await consentAt(customer)).history.map((e) => e.action)).toEqual(['withdrawn', 'consented']);

  await expect(section.getByRole('link', { name: en.legal.consent.paperless.consentAgain })).toBeVisible();
  await section.getByRole('link', { name: en.legal.consent.paperless.consentAgain }).click();
  await expect(page).toHaveURL(/\/ui\/consent\?redirect_uri=/);
  await expect(page.getByText(en.legal.consent.paperNow)).toBeVisible();
  const { code } = await disclosure(page, 'Your code');
  await page.getByLabel(en.legal.consent.code).fill(code);
  await page.getByRole('button', { name: en.legal.consent.agree }).click();
  await expect(page).toHaveURL(new RegExp(`/ui/customers/${customer.user_id}/edit$`));
  await expect(page.getByRole('region', { name: en.legal.consent.paperless.title })).toContainText(/On since/);
  expect((await consentAt(customer)).history.map((e) => e.action)).toEqual(['consented', 'withdrawn', 'consented']);
});

test('in Spanish: the disclosure and its PDF in Spanish, the code typed back, then the loan', async ({ page }) => {
  const customer = await scratchCustomer({ esign: false });
  await lenderAs(customer.email, 'POST', '/api/users/preferences', { id: customer.user_id, preferred_locale: 'es-US' });
  const res = await postSignIn(page.request, customer.email);
  const target = res.headers().location!;
  expect(target).toContain('/ui/consent?redirect_uri=');
  await page.goto(new URL(target, baseURL).pathname + new URL(target, baseURL).search);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Divulgación sobre la entrega electrónica');
  const { text, code } = await disclosure(page, 'Su código');
  for (const words of ['Divulgación sobre la entrega electrónica', 'Copias en papel', 'sin costo', 'Cómo retirar su consentimiento', 'Lo que necesita']) expect(text).toContain(words);
  await page.getByLabel(es.legal.consent.code).fill(code);
  await page.getByRole('button', { name: es.legal.consent.agree }).click();
  await expect(page).toHaveURL(new RegExp(`${loanPath(customer)}$`));
  expect((await consentAt(customer)).history[0]).toMatchObject({ action: 'consented', language: 'es-US' });
});
