// One customer action followed across both servers: a customer pays from the Make Payment page;
// the payment's request id, made by the portal's gate and answered in x-request-id, is on the portal's
// access line of POST /api/transactions and on the sandbox's access line of the lender call it made.
// A client's own x-request-id is not kept (no trusted proxy in front of the portal here).
import { expect, test } from '@playwright/test';
import { lenderToday } from '../lib/rules/dates';
import { logEntriesSince, logOffset, type LogEntry } from './server-log';
import { scratchCustomer, signIn } from './support';

test('a payment’s request id leads from the portal’s log line to the sandbox’s', async ({ page }) => {
  const customer = await scratchCustomer();
  const from = await logOffset();
  await signIn(page, customer.email);
  await page.goto(`/ui/customers/${customer.user_id}/applications/${customer.application_id}/make-payment`);
  await page.getByRole('radio', { name: /^Other amount/ }).check();
  await page.getByLabel('Amount in dollars').fill('24.24');
  await page.getByLabel('Payment date').fill(lenderToday());
  await page.getByLabel('I have read and accept the payment authorization').check();
  await page.getByRole('button', { name: 'Review Payment' }).click();

  const answered = page.waitForResponse((res) => res.url().endsWith('/api/transactions') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  const reqId = response.headers()['x-request-id'];
  expect(reqId).toMatch(/^[a-z]{20}$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your payment!' })).toBeVisible();

  const payment = (e: LogEntry) => e.reqId === reqId && e.method === 'POST' && e.status === 201;
  let entries: LogEntry[] = [];
  await expect(async () => {
    entries = await logEntriesSince(from);
    expect(entries.filter((e) => payment(e) && e.name === 'portal')).toHaveLength(1);
    expect(entries.filter((e) => payment(e) && e.name === 'sandbox')).toHaveLength(1);
  }).toPass({ timeout: 10_000 });

  // The portal's line: the route template, the customer, the time; the sandbox's: its route, the same customer.
  expect(entries.find((e) => payment(e) && e.name === 'portal')).toMatchObject({ msg: 'request', route: '/api/transactions', userId: customer.user_id, ms: expect.any(Number) });
  expect(entries.find((e) => payment(e) && e.name === 'sandbox')).toMatchObject({ msg: 'request', route: '/api/transactions', userId: customer.user_id, params: { body: { transaction: { amount: 24.24 } } } });
  // Every lender call of that request carries its id; no other request has it.
  expect(entries.filter((e) => e.reqId === reqId).every((e) => e.name === 'sandbox' || e.route === '/api/transactions')).toBe(true);
  // The page requests around it have ids of their own, each on a portal line.
  const pages = entries.filter((e) => e.name === 'portal' && e.method === 'GET' && e.route?.endsWith('/make-payment') && e.userId === customer.user_id);
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.every((e) => e.reqId && e.reqId !== reqId)).toBe(true);
});

test('a browser cannot choose its request id', async ({ page }) => {
  const res = await page.request.get('/ui/auth', { headers: { 'x-request-id': 'chosenbythebrowser' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['x-request-id']).toMatch(/^[a-z]{20}$/);
  expect(res.headers()['x-request-id']).not.toBe('chosenbythebrowser');
});
