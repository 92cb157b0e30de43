// Logs never hold a secret. Both servers write to LOG_FILE (scripts/start.mjs); nia signs
// in (once with a wrong password), adds a bank account by hand, pays from it, adds a phone and verifies
// it with a wrong then the right PIN. The servers' output of that flow must show the flow (the JSON access
// lines, parameters filtered) and none of: the passwords, the upstream token, the session cookie, the PIN,
// the account and routing numbers. Serial: it changes nia, and undoes what it can after.
import { expect, test } from '@playwright/test';
import { unsealData } from 'iron-session';
import { baseURL, sandboxURL } from '../playwright.config';
import { ACH_AUTHORIZATION_VERSION } from '../lib/rules/ach-authorization';
import { addDays, lenderToday } from '../lib/rules/dates';
import { logEntriesSince, logOffset, logTextSince, type LogEntry } from './server-log';
import { clearLimits, lastMessageTo, personaIds, sandboxToken, signIn, PASSWORD } from './support';

const SESSION_SECRET = 'e2e-session-secret-that-is-long-enough-0123456789';

test('the servers log the payment, bank account and PIN flow without a password, token, PIN or account number', async ({ page, context }) => {
  const email = 'nia@example.com';
  const ids = await personaIds(email);
  await clearLimits(email);
  const from = await logOffset();

  const wrongPassword = `wrong-${crypto.randomUUID().slice(0, 8)}`;
  await page.goto('/ui/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(wrongPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveText('The e-mail or password is incorrect.');
  await signIn(page, email);
  // portal_session, with the __Host- prefix when the portal runs in production mode.
  const cookie = (await context.cookies()).find((c) => c.name.endsWith('portal_session'))!;
  const session = await unsealData<{ token: string }>(cookie.value, { password: SESSION_SECRET });
  expect(session.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

  // The browser's own calls, through the portal (same Origin, the session cookie).
  const call = (method: string, url: string, data?: unknown, headers: Record<string, string> = {}) =>
    page.request.fetch(url, { method, data, headers: { origin: baseURL, ...headers } });
  const routing = '021000021';
  const account = `0009${String(Date.now()).slice(-8)}`;
  const added = await call('POST', '/api/bank_accounts', { type: 'MANUAL', user_id: ids.userId, routing_number: routing, account_number: account, bank_name: 'Log Test Bank', account_type: 'Checking' });
  expect(added.ok()).toBe(true);
  const bankId = ((await added.json()) as { data: { id: number } }).data.id;

  const paid = await call(
    'POST',
    '/api/transactions',
    { application_id: ids.currentApplicationId, terms_version: ACH_AUTHORIZATION_VERSION, transaction: { amount: 13.57, future_effective_at: addDays(lenderToday(), 7), authorized: true, transactable_type: 'BankAccount', transactable_id: bankId, active: true }, allow_duplicate: true },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(paid.ok()).toBe(true);
  const paymentId = ((await paid.json()) as { id: number }).id;
  // The pages that show it, rendered by the portal from the lender.
  await page.goto(`/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}/payments`);

  // nia has a number: another one asks for the password first (step-up), which the logs must not show either.
  expect((await call('POST', '/platform/auth/step_up', { password: PASSWORD })).status()).toBe(200);
  const number = `555${String(Date.now()).slice(-7)}`;
  const phone = await call('POST', '/api/mobile_phones', { send_pin: true, mobile_phone: { number, owner_id: ids.userId, owner_type: 'User' } });
  expect(phone.ok()).toBe(true);
  const phoneId = ((await phone.json()) as { data: { id: number } }).data.id;
  const pin = /\b(\d{6})\b/.exec(await lastMessageTo(number))![1]!;
  expect((await call('PUT', `/api/mobile_phones/${phoneId}/verify`, { pin: pin === '000000' ? '111111' : '000000' })).status()).toBe(422);
  expect((await call('PUT', `/api/mobile_phones/${phoneId}/verify`, { pin })).status()).toBe(200);
  await page.goto(`/ui/customers/${ids.userId}/edit`);

  // Undo: the scheduled payment and the bank account go; the counters of the failed sign-in too.
  const token = await sandboxToken(email);
  await fetch(`${sandboxURL}/api/transactions/${paymentId}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  await fetch(`${sandboxURL}/api/bank_accounts/${bankId}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  await clearLimits(email);

  // Both servers' lines of this flow (JSON, written as they answer; give the pipe a moment).
  let log = '';
  let entries: LogEntry[] = [];
  // nia's lines (other tests may run beside this one): by her user id once signed in, by her e-mail before.
  const line = (name: LogEntry['name'], method: string, route: string, status: number | RegExp, userId: number | null = ids.userId) =>
    entries.find(
      (e) =>
        e.name === name && e.method === method && e.route === route && (typeof status === 'number' ? e.status === status : status.test(String(e.status))) &&
        (userId === null ? e.params?.body?.email === email : e.userId === userId),
    );
  await expect(async () => {
    log = await logTextSince(from);
    entries = await logEntriesSince(from);
    expect(line('sandbox', 'PUT', '/api/mobile_phones/:id/verify', 200)).toBeDefined();
    expect(line('portal', 'PUT', '/api/mobile_phones/[id]/verify', 200)).toBeDefined();
  }).toPass({ timeout: 10_000 });
  expect(line('sandbox', 'POST', '/platform/auth/sessions', 401, null)?.params).toEqual({ body: { email: 'nia@example.com', password: '[FILTERED]' } });
  expect(line('sandbox', 'POST', '/platform/auth/sessions', 201, null)).toBeDefined();
  expect(entries.some((e) => e.name === 'portal' && e.method === 'POST' && e.route === '/ui/auth/session' && e.status === 303)).toBe(true);
  expect(line('sandbox', 'POST', '/api/bank_accounts', 201)?.params.body).toMatchObject({ routing_number: '[FILTERED]', account_number: '[FILTERED]', bank_name: 'Log Test Bank' });
  expect(line('portal', 'POST', '/api/bank_accounts', /^20\d$/)).toBeDefined();
  expect(line('sandbox', 'POST', '/api/transactions', 201)?.params.body.transaction.amount).toBe(13.57);
  expect(line('portal', 'POST', '/api/transactions', /^20\d$/)).toBeDefined();
  expect(line('sandbox', 'PUT', '/api/mobile_phones/:id/verify', 422)?.params.body).toEqual({ pin: '[FILTERED]' });
  const secrets = { password: PASSWORD, wrongPassword, token: session.token, cookie: cookie.value, pin, account, routing };
  for (const [name, secret] of Object.entries(secrets)) expect({ name, found: log.includes(secret) }).toEqual({ name, found: false });
});
