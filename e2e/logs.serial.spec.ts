// Logs never hold a secret (issue 12, item 6). Both servers write to LOG_FILE (scripts/start.mjs); nia signs
// in (once with a wrong password), adds a bank account by hand, pays from it, adds a phone and verifies
// it with a wrong then the right PIN. The servers' output of that flow must show the flow (the access
// lines, parameters filtered) and none of: the passwords, the upstream token, the session cookie, the PIN,
// the account and routing numbers. Serial: it changes nia, and undoes what it can after.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { unsealData } from 'iron-session';
import { baseURL, sandboxURL, serverLogFile } from '../playwright.config';
import { ACH_AUTHORIZATION_VERSION } from '../lib/rules/ach-authorization';
import { addDays, lenderToday } from '../lib/rules/dates';
import { lastMessageTo, personaIds, sandboxToken, signIn, PASSWORD } from './support';

const SESSION_SECRET = 'e2e-session-secret-that-is-long-enough-0123456789';
const logPath = path.resolve(serverLogFile);
const clearLimits = (key: string | number) => fetch(`${sandboxURL}/sandbox/rate_limits?key=${encodeURIComponent(String(key))}`, { method: 'DELETE' });

test('the servers log the payment, bank account and PIN flow without a password, token, PIN or account number', async ({ page, context }) => {
  const email = 'nia@example.com';
  const ids = await personaIds(email);
  await clearLimits(email);
  const from = (await stat(logPath)).size;

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

  // Both servers' lines of this flow (written as they answer; give the pipe a moment).
  let log = '';
  await expect(async () => {
    // `from` counts bytes: cut the bytes, then decode (an earlier line with a multibyte character would
    // shift a cut made in characters).
    log = (await readFile(logPath)).subarray(from).toString('utf8');
    expect(log).toMatch(/\[sandbox\] PUT \/api\/mobile_phones\/\d+\/verify 200/);
    expect(log).toMatch(/\[bff\] PUT \/api\/mobile_phones\/\d+\/verify 200/);
  }).toPass({ timeout: 10_000 });
  for (const line of [
    /\[sandbox\] POST \/platform\/auth\/sessions 401 \d+ms params=\{"body":\{"email":"nia@example.com","password":"\[FILTERED\]"\}\}/,
    /\[sandbox\] POST \/platform\/auth\/sessions 201 /,
    /\[bff\] POST \/ui\/auth\/session 303 /,
    /\[sandbox\] POST \/api\/bank_accounts 201 .*"routing_number":"\[FILTERED\]","account_number":"\[FILTERED\]","bank_name":"Log Test Bank"/,
    /\[bff\] POST \/api\/bank_accounts 20\d /,
    /\[sandbox\] POST \/api\/transactions 201 .*"amount":13.57/,
    /\[bff\] POST \/api\/transactions 20\d /,
    /\[sandbox\] PUT \/api\/mobile_phones\/\d+\/verify 422 .*"pin":"\[FILTERED\]"/,
  ]) {
    expect(log).toMatch(line);
  }
  const secrets = { password: PASSWORD, wrongPassword, token: session.token, cookie: cookie.value, pin, account, routing };
  for (const [name, secret] of Object.entries(secrets)) expect({ name, found: log.includes(secret) }).toEqual({ name, found: false });
});
