import { FILTERED, isSecretKey, redact, redactLogArgs, redactText } from './redact';

describe('isSecretKey', () => {
  it.each([
    ['password', true],
    ['new_password', true],
    ['Password', true],
    ['token', true],
    ['link_token', true],
    ['public-token', true],
    ['Authorization', true],
    ['cookie', true],
    ['set-cookie', true],
    ['pin', true],
    ['PIN', true],
    ['account_number', true],
    ['accountNumber', true],
    ['routing_number', true],
    ['card_number', true],
    ['cvc', true],
    ['encrypted_data', true],
    ['iv', true],
    ['session_secret', true],
    ['code', true],
    ['challenge', true],
    ['device_token', true],
    ['recovery_codes', true],
    ['otpauth_uri', true],
    ['zip_code', false],
    ['email', false],
    ['amount', false],
    ['number', false],
    ['bank_name', false],
    ['account_type', false],
    ['id', false],
    ['spinner', false],
    ['idempotency-key', false],
  ])('%s → %s', (key, secret) => {
    expect(isSecretKey(key)).toBe(secret);
  });
});

describe('redactText', () => {
  it.each([
    ['Authorization: Bearer abcDEF123_-xyz', `Authorization: Bearer ${FILTERED}`],
    ['password=demo-password&email=a@example.com', `password=${FILTERED}&email=a@example.com`],
    ['{"email":"a@example.com","password":"demo-password"}', `{"email":"a@example.com","password":"${FILTERED}"}`],
    ['{"send_pin":true,"pin":null}', '{"send_pin":true,"pin":null}'],
    ["routing_number: '021000021'", `routing_number: '${FILTERED}'`],
    ['database said: password=demo-password', `database said: password=${FILTERED}`],
    ['user_password = hunter2, next', `user_password = ${FILTERED}, next`],
    ['Your ExpressWay Finance verification PIN is 123456. It expires in 10 minutes.', `Your ExpressWay Finance verification PIN is ${FILTERED}. It expires in 10 minutes.`],
    ['account 000987654321 routing 021000021', `account ${FILTERED} routing ${FILTERED}`],
    ['card 4242 4242 4242 4242 declined', `card ${FILTERED} declined`],
    ['card 4242-4242-4242-4242', `card ${FILTERED}`],
    ['token abcdefghijklmnopqrstuvwxyzABCDEF0123456789_-', `token ${FILTERED}`],
    ['GET /api/purchases/11111111-1111-4111-8111-111111111111 200', `GET /api/purchases/${FILTERED} 200`],
    ['cookie ewf_session=Fe26.2*1*abc*def*ghi~2', `cookie ewf_session=${FILTERED}`],
    ['data=q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6j7K8l9Z0x1C2+/v=', `data=${FILTERED}`],
    // What a reader needs stays.
    ['POST /api/transactions 201 35ms', 'POST /api/transactions 201 35ms'],
    ['GET /ui/customers/12/applications/34/payments/56/thanks 200', 'GET /ui/customers/12/applications/34/payments/56/thanks 200'],
    ['amount 1234.56 on 2025-03-10T12:00:00.000Z', 'amount 1234.56 on 2025-03-10T12:00:00.000Z'],
    ['[sandbox] lender API on http://127.0.0.1:4010 (pglite)', '[sandbox] lender API on http://127.0.0.1:4010 (pglite)'],
    ['ana ••••6789', 'ana ••••6789'],
  ])('%s', (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });
});

it('takes linear time on long hostile text (no catastrophic backtracking)', () => {
  const started = Date.now();
  for (const text of ['a'.repeat(65536), 'password'.repeat(8192), 'said: '.repeat(11000), `${'a_'.repeat(10)}password${'_b'.repeat(10)} `.repeat(1300), '"\\'.repeat(20000)]) {
    redactText(text);
  }
  expect(Date.now() - started).toBeLessThan(3000);
});

describe('redact', () => {
  it('filters secret keys at any depth, scrubs every string, and keeps the rest', () => {
    const body = {
      type: 'MANUAL',
      user_id: 7,
      routing_number: '021000021',
      account_number: '000987654321',
      bank_name: 'Second Bank',
      nested: [{ password: 'demo-password', note: 'call 5555550123', send_pin: true, pin: '123456' }],
    };
    expect(redact(body)).toEqual({
      type: 'MANUAL',
      user_id: 7,
      routing_number: FILTERED,
      account_number: FILTERED,
      bank_name: 'Second Bank',
      nested: [{ password: FILTERED, note: `call ${FILTERED}`, send_pin: true, pin: FILTERED }],
    });
    expect(body.account_number).toBe('000987654321'); // a copy: the original is untouched
  });

  it('keeps an error to its name and message, and cuts cycles and depth', () => {
    const err = new Error('sign-in with password=demo-password failed', { cause: new Error('token abcdefghijklmnopqrstuvwxyzABCDEF0123') });
    expect(redact(err)).toEqual({ name: 'Error', message: `sign-in with password=${FILTERED} failed`, cause: { name: 'Error', message: `token ${FILTERED}` } });
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    expect(redact(loop)).toEqual({ a: 1, self: '[Circular]' });
    let deep: Record<string, unknown> = { pin: '123456' };
    for (let i = 0; i < 20; i++) deep = { deep };
    expect(JSON.stringify(redact(deep))).not.toContain('123456');
  });
});

it('scrubs a line it scrubbed already to the same line', () => {
  const line = `params=${JSON.stringify(redact({ body: { email: 'a@example.com', password: 'x', pin: '123456', send_pin: true } }))}`;
  expect(redactText(line)).toBe(line);
  expect(line).toBe('params={"body":{"email":"a@example.com","password":"[FILTERED]","pin":"[FILTERED]","send_pin":true}}');
});

describe('redactLogArgs', () => {
  it('scrubs strings, serializes objects redacted, keeps an error stack scrubbed', () => {
    const err = new Error('bad routing 021000021');
    const [text, object, error, n] = redactLogArgs(['pin=123456', { token: 'x'.repeat(43), ok: true }, err, 42]);
    expect(text).toBe(`pin=${FILTERED}`);
    expect(object).toBe(JSON.stringify({ token: FILTERED, ok: true }));
    expect(error).toContain(`Error: bad routing ${FILTERED}`);
    expect(error).toContain('redact.test.ts');
    expect(n).toBe(42);
  });
});
