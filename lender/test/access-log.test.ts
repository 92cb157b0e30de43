// The sandbox's access log: a line per request with its parameters, every secret filtered. A sign-in,
// a bank account added by hand, a payment, a PIN sent and tried, a debit card charge and an unhandled
// error are logged; the password, the token, the PIN, the account, routing and card numbers are not.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { accessLog } from '../http/access-log';
import type { Env } from '../http/context';
import { errorResponse } from '../http/errors';
import { outbox } from '../db/schema';
import { ACH_AUTHORIZATION_VERSION } from '../domain/payments';
import { startSandbox, type Sandbox } from './harness';

jest.setTimeout(60_000);

const lines: string[] = [];
let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ log: (line) => lines.push(line) });
});
afterAll(() => sb.close());

it('logs every request of the flows with its parameters, and none of their secrets', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const secrets: string[] = ['demo-password', 'wrong-password-123'];
  expect((await sb.request('POST', '/platform/auth/sessions', { body: { email: 'ana@example.com', password: 'wrong-password-123' } })).status).toBe(401);
  // Confirmed (step-up) for the phone change below: its password is a secret the log must not show either.
  const token = await sb.stepUp(await sb.signIn('ana@example.com'));
  secrets.push(token);
  const me = (await sb.request('GET', '/api/users/me', { token })).body.data;

  const routing = '021000021';
  const account = '000555123987';
  secrets.push(routing, account);
  const added = await sb.request('POST', '/api/bank_accounts', { token, body: { type: 'MANUAL', user_id: me.id, routing_number: routing, account_number: account, bank_name: 'Log Bank', account_type: 'Checking' } });
  expect(added.status).toBe(201);

  const paid = await sb.request('POST', '/api/transactions', {
    token,
    headers: { 'idempotency-key': randomUUID(), 'x-request-id': 'followthispayment' },
    body: { application_id: me.attributes.current_application_id, terms_version: ACH_AUTHORIZATION_VERSION, transaction: { amount: 12.34, future_effective_at: sb.clock.today(), authorized: true, transactable_type: 'BankAccount', transactable_id: added.body.data.id, active: true } },
  });
  expect(paid.status).toBe(201);
  expect(paid.headers.get('x-request-id')).toBe('followthispayment');

  const phone = me.attributes.mobile_phone as { id: number };
  expect((await sb.request('PUT', `/api/mobile_phones/${phone.id}`, { token, body: { send_pin: true, mobile_phone: { number: '5555554321' } } })).status).toBe(200);
  const [sms] = await sb.database.db.select().from(outbox).where(eq(outbox.to, '5555554321')).orderBy(desc(outbox.id)).limit(1);
  const pin = /\b(\d{6})\b/.exec(sms!.body)![1]!;
  secrets.push(pin);
  expect((await sb.request('PUT', `/api/mobile_phones/${phone.id}/verify`, { token, body: { pin: pin === '000000' ? '111111' : '000000' } })).status).toBe(422);
  expect((await sb.request('PUT', `/api/mobile_phones/${phone.id}/verify`, { token, body: { pin } })).status).toBe(200);

  const handOff = await sb.request('GET', `/api/applications/${me.attributes.current_application_id}/speedpay_data?return_url=${encodeURIComponent('http://localhost:3000/x')}`, { token });
  secrets.push(handOff.body.encrypted_data);
  const card = '4242 4242 4242 4242';
  secrets.push(card, card.replace(/ /g, ''));
  const charge = await sb.request('POST', '/sandbox-processor/charge', {
    raw: new URLSearchParams({ encrypted_data: handOff.body.encrypted_data, iv: handOff.body.iv, amount: '10.00', card_number: card, expiry: '12/39', cvc: '123', zip: '80202' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(charge.status).toBe(303);

  // An unhandled error: its log line (with the stack) is filtered too. The sandbox's own error path, on an
  // app with one failing route.
  const failing = new Hono<Env>();
  failing.use(accessLog((line) => lines.push(line)));
  failing.onError((err, c) => errorResponse(c, err));
  failing.get('/boom-for-log-test', () => {
    throw new Error(`database said: password=${'demo-password'} account ${account}`);
  });
  expect((await failing.request('/boom-for-log-test')).status).toBe(500);
  const errorLines = errors.mock.calls.map((call) => call.join(' '));
  errors.mockRestore();

  const log = [...lines, ...errorLines].join('\n');
  // One JSON line per request (pino): request id, method, route template, status, time, user id, parameters.
  const entries = lines.map((line) => JSON.parse(line) as Record<string, any>); // eslint-disable-line @typescript-eslint/no-explicit-any -- log lines are asserted field by field
  const entry = (method: string, route: string, status: number) => entries.find((e) => e.method === method && e.route === route && e.status === status);
  for (const e of entries) {
    expect(e).toMatchObject({ name: 'sandbox', msg: 'request', reqId: expect.stringMatching(/^[A-Za-z0-9._:-]{8,64}$/), ms: expect.any(Number) });
  }
  // The flows were captured …
  expect(entry('POST', '/platform/auth/sessions', 401)?.params).toEqual({ body: { email: 'ana@example.com', password: '[FILTERED]' } });
  expect(entry('POST', '/api/bank_accounts', 201)?.params.body).toMatchObject({ routing_number: '[FILTERED]', account_number: '[FILTERED]', bank_name: 'Log Bank' });
  expect(entry('POST', '/api/transactions', 201)).toMatchObject({ reqId: 'followthispayment', userId: me.id, params: { body: { transaction: { amount: 12.34 } } } });
  expect(entry('PUT', '/api/mobile_phones/:id/verify', 422)?.params.body).toEqual({ pin: '[FILTERED]' });
  expect(entry('PUT', '/api/mobile_phones/:id/verify', 200)).toMatchObject({ userId: me.id });
  expect(entry('POST', '/sandbox-processor/charge', 303)?.params).toMatchObject({ card_number: '[FILTERED]', expiry: '12/39', cvc: '[FILTERED]' });
  expect(entry('GET', '/boom-for-log-test', 500)).toMatchObject({ level: 50 });
  expect(log).toMatch(/\[sandbox\] unhandled error Error: database said: password=\[FILTERED\] account \[FILTERED\]\n\s+at /);
  // … and none of their secrets.
  for (const secret of secrets) expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
});
