// The portal's access line: method, route template, status, time, request id and user id, and nothing of
// the path, the query or the session that could be a secret.
import { sealData } from 'iron-session';
import { createLogger } from '../common/log';
import { sessionOptions } from '../session/config';
import { accessEntry, sessionUserId } from './access-log';
import { templateMatcher } from './route-template';

const template = templateMatcher({
  staticRoutes: [{ page: '/api/transactions', regex: '^/api/transactions(?:/)?$' }],
  dynamicRoutes: [
    { page: '/api/mobile_phones/[id]/verify', regex: '^/api/mobile_phones/([^/]+?)/verify(?:/)?$' },
    { page: '/ui/purchase/[guid]', regex: '^/ui/purchase/([^/]+?)(?:/)?$' },
  ],
});

describe('accessEntry', () => {
  it('has the route template instead of the path, and never the query', () => {
    expect(accessEntry({ method: 'PUT', url: '/api/mobile_phones/12/verify?pin=482913', status: 422, ms: 31, reqId: 'abcdefghijklmnopqrst', userId: 7 }, template)).toEqual({
      reqId: 'abcdefghijklmnopqrst',
      method: 'PUT',
      route: '/api/mobile_phones/[id]/verify',
      status: 422,
      ms: 31,
      userId: 7,
    });
  });

  it('marks an answer the client did not wait for', () => {
    expect(accessEntry({ method: 'POST', url: '/api/transactions', status: 201, ms: 5, aborted: true }, template)).toMatchObject({ route: '/api/transactions', aborted: true });
  });

  it('as a logged line, holds no token, PIN, guid or account number of the request', () => {
    const lines: string[] = [];
    const logger = createLogger('portal', (line) => lines.push(line));
    const guid = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
    logger.info(accessEntry({ method: 'GET', url: `/ui/purchase/${guid}?token=tok_8f7d6e5c4b3a2918f7d6e5c4b3a29180&account_number=000123456789`, status: 200, ms: 3, userId: 7 }, template), 'request');
    logger.info(accessEntry({ method: 'GET', url: '/files/000123456789/x?pin=482913', status: 404, ms: 3 }, template), 'request');
    const text = lines.join('');
    for (const secret of [guid, 'tok_8f7d6e5c4b3a2918f7d6e5c4b3a29180', '000123456789', '482913']) expect(text).not.toContain(secret);
    expect(JSON.parse(lines[0]!)).toMatchObject({ name: 'portal', msg: 'request', route: '/ui/purchase/[guid]', status: 200, userId: 7 });
  });
});

describe('sessionUserId', () => {
  const options = sessionOptions();
  const seal = (data: object) => sealData(data, { password: options.password, ttl: options.ttl });

  it('reads the user id of a live session cookie among others', async () => {
    const now = Date.now();
    const sealed = await seal({ token: 't'.repeat(40), userId: 42, roleGroups: ['customer'], createdAt: now, lastSeenAt: now });
    expect(await sessionUserId(`theme=dark; ${options.cookieName}=${sealed}; other=1`, now)).toBe(42);
  });

  it('has none for no cookie, a forged one, or an idle session', async () => {
    const now = Date.now();
    const idle = await seal({ token: 't'.repeat(40), userId: 42, roleGroups: ['customer'], createdAt: now - 3_600_000, lastSeenAt: now - 3_600_000 });
    expect(await sessionUserId(undefined, now)).toBeUndefined();
    expect(await sessionUserId(`${options.cookieName}=Fe26.2**forged`, now)).toBeUndefined();
    expect(await sessionUserId(`${options.cookieName}=${idle}`, now)).toBeUndefined();
  });
});
