// A copy of every debit authorization and a receipt (Reg E 12 CFR 1005.10(b), Nacha WEB):
// a one-time bank payment, autopay set up, changed and cancelled, and a scheduled payment cancelled each
// leave one stored copy (a PDF of the customer's, opened from the thanks page or the confirmation) and one
// receipt in the sandbox's outbox; the same post sent again with its Idempotency-Key answers the same and
// makes neither again. A Spanish customer gets both in Spanish, with the binding English in the copy, its
// text read back here. Each test uses a customer of its own (scratchCustomer): no persona's payments change.
import { expect, test, type Page, type Request } from '@playwright/test';
import { baseURL, sandboxURL } from '../playwright.config';
import { addDays, formatDate, lenderToday } from '../lib/rules/dates';
import { oneTimeAuthorizationText, recurringAuthorizationText } from '../lender/domain/authorization-texts';
import { pdfText } from '../lender/test/pdf-text';
import { lenderAs, scheduleBankPayment, scratchCustomer, signInContext, type ScratchCustomer } from './support';

test.use({ storageState: { cookies: [], origins: [] } });

const today = lenderToday();
const ACH_VERSION = 'ach-one-time-2025-01';
const AUTOPAY_VERSION = 'ach-recurring-2026-01';

/** The e-mails the sandbox "sent" to an address, by subject. */
async function receipts(to: string): Promise<{ subject: string; body: string }[]> {
  const res = await fetch(`${sandboxURL}/sandbox/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { data: { channel: string; subject: string; body: string }[] }).data.filter((m) => m.channel === 'email');
}
const subjects = async (to: string) => (await receipts(to)).map((m) => m.subject).sort();

/** A customer of the test's own, signed in, in `language` (the lender's preferred_locale, which the portal follows). */
async function signedIn(page: Page, language: 'en-US' | 'es-US' = 'en-US') {
  const customer = await scratchCustomer();
  if (language !== 'en-US') await lenderAs(customer.email, 'POST', '/api/users/preferences', { id: customer.user_id, preferred_locale: language });
  await signInContext(page, customer.email);
  return customer;
}
const makePayment = (c: ScratchCustomer, query = '') => `/ui/customers/${c.user_id}/applications/${c.application_id}/make-payment${query}`;

/** The next request the page sends to a BFF path with this method. */
const nextRequest = (page: Page, method: string, path: RegExp) => page.waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname));

/** The same request again, with the same Idempotency-Key and body, from the same signed-in browser. */
async function sendAgain(page: Page, request: Request) {
  const res = await page.request.fetch(new URL(request.url()).pathname, {
    method: request.method(),
    headers: { origin: baseURL, 'content-type': 'application/json', 'idempotency-key': request.headers()['idempotency-key']! },
    data: request.postData() ?? undefined,
  });
  return { status: res.status(), body: (await res.json()) as unknown };
}

/** The copy behind a link of the page: its href is the file proxy, and it answers the stored PDF. */
async function copyBehind(page: Page, name: string) {
  const link = page.getByRole('link', { name });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/files\/\d+\/url_proxy$/);
  await expect(link).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  return { href, text: pdfText(await pdf.body()).replace(/\n/g, ' ') };
}

async function payOnce(page: Page, c: ScratchCustomer, amount: string, labels = ENGLISH) {
  await page.goto(makePayment(c));
  await page.getByRole('radio', { name: new RegExp(`^${labels.other}`) }).check();
  await page.getByLabel(labels.amount).fill(amount);
  await page.getByLabel(labels.date).fill(today);
  await page.getByLabel(labels.accept).check();
  await page.getByRole('button', { name: labels.review }).click();
  const posted = nextRequest(page, 'POST', /^\/api\/transactions$/);
  await page.getByRole('button', { name: labels.confirm }).click();
  await expect(page).toHaveURL(/\/payments\/\d+\/thanks$/);
  await expect(page.getByRole('heading', { name: labels.thanks })).toBeVisible();
  return posted;
}
const ENGLISH = { other: 'Other amount', amount: 'Amount in dollars', date: 'Payment date', accept: 'I have read and accept the payment authorization', review: 'Review Payment', confirm: 'Confirm Payment', thanks: 'Thank you for your payment!' };
const SPANISH = { other: 'Otro monto', amount: 'Monto en dólares', date: 'Fecha de pago', accept: 'Leí y acepto la autorización de pago', review: 'Revisar el pago', confirm: 'Confirmar el pago', thanks: '¡Gracias por su pago!' };

test('a one-time bank payment: the thanks page opens the copy, one receipt; the same post again makes no other', async ({ page }) => {
  const c = await signedIn(page);
  const request = await payOnce(page, c, '25.00');
  const copy = await copyBehind(page, 'Your copy of the authorization (PDF, opens in a new tab)');
  for (const line of oneTimeAuthorizationText(ACH_VERSION, 'en', { amountCents: 2500, date: today, last4: await lastFour(c) })!) expect(copy.text).toContain(line);
  expect(copy.text).toContain(ACH_VERSION);

  const first = (await request.response())!;
  const again = await sendAgain(page, request);
  expect(again).toEqual({ status: 201, body: await first.json() });
  expect(await subjects(c.email)).toEqual(['Your payment is scheduled: receipt and copy of your authorization']);
  const [mail] = await receipts(c.email);
  expect(mail!.body).toContain(`${copy.href}`);
});

test('autopay set up, changed and cancelled: each confirmation opens its copy, one receipt each; a change sent twice is one', async ({ page }) => {
  const c = await signedIn(page);
  await page.goto(makePayment(c, '?manageAutoPay=1'));
  await page.getByRole('switch', { name: 'Autopay' }).click();
  const start = addDays(today, 10);
  await page.getByLabel('Monthly amount ($)').fill('250.00');
  await page.getByLabel('Start date').fill(start);
  await page.getByLabel('I accept this authorization').check();
  await page.getByRole('button', { name: 'Set up autopay' }).click();
  await expect(page.getByText('Autopay is set up.')).toBeVisible();
  const setUp = await copyBehind(page, 'Your copy of the authorization (PDF, opens in a new tab)');
  expect(setUp.text).toContain('Autopay set up');
  expect(setUp.text).toContain(recurringAuthorizationText(AUTOPAY_VERSION, 'en', { totalCents: 25000, startDate: start, last4: await lastFour(c) })![0]);

  // The change: its PUT sent again with its key is the same change (one copy, one receipt).
  await expect(page.getByRole('form', { name: 'Change autopay' })).toBeVisible();
  await page.getByLabel('Monthly amount ($)').fill('260.00');
  await page.getByLabel('I accept this authorization').check();
  const put = nextRequest(page, 'PUT', /^\/api\/recurring_payments\/\d+$/);
  await page.getByRole('button', { name: 'Save autopay changes' }).click();
  await expect(page.getByText('Your autopay was changed.')).toBeVisible();
  const changed = await copyBehind(page, 'Your copy of the authorization (PDF, opens in a new tab)');
  expect(changed.href).not.toBe(setUp.href);
  expect(changed.text).toContain('$260.00');
  const putRequest = await put;
  expect(await sendAgain(page, putRequest)).toEqual({ status: 200, body: await (await putRequest.response())!.json() });

  // The cancellation, sent twice with its key: one.
  await page.getByRole('switch', { name: 'Autopay' }).click();
  const del = nextRequest(page, 'DELETE', /^\/api\/recurring_payments\/\d+$/);
  await page.getByRole('button', { name: 'Cancel autopay' }).click();
  await expect(page.getByText('Your autopay was cancelled.')).toBeVisible();
  const cancelled = await copyBehind(page, 'Your copy of the cancellation (PDF, opens in a new tab)');
  expect(cancelled.text).toContain('Cancellation of your debit authorization');
  const delRequest = await del;
  expect(await sendAgain(page, delRequest)).toEqual({ status: 200, body: await (await delRequest.response())!.json() });

  expect(await subjects(c.email)).toEqual([
    'Autopay is cancelled',
    'Autopay is changed: receipt and copy of your authorization',
    'Autopay is set up: receipt and copy of your authorization',
  ]);
});

test('a scheduled payment cancelled: its copy opens from the confirmation, one receipt; the cancel sent twice is one', async ({ page }) => {
  const c = await signedIn(page);
  const date = addDays(today, 10);
  await scheduleBankPayment(c.email, '30.00', date);
  await page.goto(makePayment(c));
  const pending = page.getByRole('region', { name: 'Pending payments' });
  const what = `$30.00 payment of ${formatDate(date)}`;
  await pending.getByRole('button', { name: `Cancel the ${what}` }).click();
  const del = nextRequest(page, 'DELETE', /^\/api\/transactions\/\d+$/);
  await pending.getByRole('button', { name: 'Yes, Cancel Payment' }).click();
  await expect(pending.getByRole('status')).toHaveText(`Your ${what} was cancelled.`);
  const copy = await copyBehind(page, 'Your copy of the cancellation (PDF, opens in a new tab)');
  expect(copy.text).toContain('Cancellation of a scheduled one-time bank payment');
  const delRequest = await del;
  expect(await sendAgain(page, delRequest)).toEqual({ status: 200, body: await (await delRequest.response())!.json() });
  expect(await subjects(c.email)).toEqual(['Your payment is scheduled: receipt and copy of your authorization', 'Your scheduled payment is cancelled']);
});

test('in Spanish: the receipt in Spanish, the copy in Spanish with the binding English beside it', async ({ page }) => {
  const c = await signedIn(page, 'es-US');
  await payOnce(page, c, '25.00', SPANISH);
  const copy = await copyBehind(page, 'Su copia de la autorización (PDF, se abre en una pestaña nueva)');
  const facts = { amountCents: 2500, date: today, last4: await lastFour(c) };
  for (const line of [...oneTimeAuthorizationText(ACH_VERSION, 'es', facts)!, ...oneTimeAuthorizationText(ACH_VERSION, 'en', facts)!]) expect(copy.text).toContain(line);
  for (const words of ['Copia de su autorización de débito', 'Texto en inglés (vinculante)', '¿Preguntas? Llámenos']) expect(copy.text).toContain(words);
  expect(await subjects(c.email)).toEqual(['Su pago está programado: recibo y copia de su autorización']);
  expect((await receipts(c.email))[0]!.body).toContain('Autorizó un débito único de $25.00');
});

/** The last four digits of the customer's bank account, as the lender names it. */
async function lastFour(c: ScratchCustomer): Promise<string> {
  const { data } = await lenderAs<{ data: { id: number; attributes: { account_number_last4: string } }[] }>(c.email, 'GET', `/api/bank_accounts?user_id=${c.user_id}`);
  return data.find((b) => b.id === c.bank_account_id)!.attributes.account_number_last4;
}
