// The JSON log lines of both servers: what pino's redact paths censor, and what the scrubber catches
// behind them (a secret under a name no path lists, a token inside a message).
import { createLogger, REDACT_PATHS } from './log';

function capture() {
  const lines: string[] = [];
  const logger = createLogger('test', (line) => lines.push(line), 'debug');
  return { logger, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>), text: () => lines.join('') };
}

const SECRETS = {
  password: 'hunter2-correct-horse',
  token: 'tok_8f7d6e5c4b3a2918f7d6e5c4b3a29180',
  pin: '482913',
  account: '000123456789',
  routing: '021000021',
};

describe('createLogger', () => {
  it('writes one JSON line an entry, with the server name, time, level and message', () => {
    const { logger, entries } = capture();
    logger.info({ reqId: 'abcdefghijklmnopqrst', method: 'GET', route: '/api/users/me', status: 200, ms: 12, userId: 7 }, 'request');
    expect(entries()).toEqual([
      expect.objectContaining({ name: 'test', level: 30, msg: 'request', reqId: 'abcdefghijklmnopqrst', method: 'GET', route: '/api/users/me', status: 200, ms: 12, userId: 7, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }),
    ]);
  });

  it('censors the secret fields at any of the first four levels (pino redact paths)', () => {
    const { logger, entries, text } = capture();
    logger.info({
      password: SECRETS.password,
      headers: { authorization: `Bearer ${SECRETS.token}`, cookie: `portal_session=${SECRETS.token}`, 'set-cookie': `portal_session=${SECRETS.token}` },
      params: { body: { pin: SECRETS.pin, account_number: SECRETS.account, routing_number: SECRETS.routing, transaction: { amount: 12.5 } } },
    }, 'request');
    const [entry] = entries();
    expect(entry).toMatchObject({
      password: '[FILTERED]',
      headers: { authorization: '[FILTERED]', cookie: '[FILTERED]', 'set-cookie': '[FILTERED]' },
      params: { body: { pin: '[FILTERED]', account_number: '[FILTERED]', routing_number: '[FILTERED]', transaction: { amount: 12.5 } } },
    });
    for (const secret of Object.values(SECRETS)) expect(text()).not.toContain(secret);
  });

  it('scrubs what no path names: deeper fields, other names, free text and messages (the last net)', () => {
    const { logger, text } = capture();
    logger.info({ a: { b: { c: { d: { e: { password: SECRETS.password } } } } }, note: `pin=${SECRETS.pin} account ${SECRETS.account}`, bankAccountNumber: SECRETS.account }, `called with Bearer ${SECRETS.token}`);
    logger.error(new Error(`database said: password=${SECRETS.password} routing ${SECRETS.routing}`));
    for (const secret of Object.values(SECRETS)) expect(text()).not.toContain(secret);
    expect(text()).toContain('[FILTERED]');
    // The error's line keeps its message and its stack, both scrubbed.
    expect(JSON.parse(text().split('\n')[1]!)).toMatchObject({ level: 50, msg: 'database said: password=[FILTERED] routing [FILTERED]', err: { name: 'Error', stack: expect.stringContaining('log.test.ts') } });
  });

  it('keeps what is no secret', () => {
    const { logger, entries } = capture();
    logger.info({ route: '/api/mobile_phones/:id/verify', email: 'ana@example.com', amount: 13.57, verified: true }, 'request');
    expect(entries()[0]).toMatchObject({ route: '/api/mobile_phones/:id/verify', email: 'ana@example.com', amount: 13.57, verified: true });
  });

  it('lists each secret field at four depths', () => {
    for (const field of ['password', 'pin', 'account_number', 'routing_number', 'token', 'authorization', 'cookie']) {
      expect(REDACT_PATHS).toEqual(expect.arrayContaining([field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]));
    }
  });
});
