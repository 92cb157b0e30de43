// The portal's access line: method, route template, status, time, request id and user id, and nothing of
// the path, the query or the session that could be a secret.
import { sealData } from 'iron-session';
import { createLogger } from '../common/log';
import { sessionOptions } from '../session/config';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { send } from '../lender/transport';
import { accessEntry, recordAccessLines, sessionUserId } from './access-log';
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

  it("says how many lender calls the request made, and when the first left and the last answer came", () => {
    expect(accessEntry({ method: 'GET', url: '/api/transactions', status: 200, ms: 150, lender: { calls: 4, firstMs: 8.2, lastMs: 128.5 } }, template)).toMatchObject({
      ms: 150,
      lender: { calls: 4, firstMs: 8.2, lastMs: 128.5 },
    });
    expect(accessEntry({ method: 'GET', url: '/api/transactions', status: 200, ms: 3, lender: null }, template)).not.toHaveProperty('lender');
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

describe('recordAccessLines', () => {
  // Installed once per process on Node's HTTP server, as instrumentation.ts does: the line of a request
  // that called the lender holds its calls, one that did not has none.
  const lines: string[] = [];
  const servers: http.Server[] = [];
  const listen = async (handler: http.RequestListener) => {
    const server = http.createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

  it("puts a request's lender calls on its line", async () => {
    recordAccessLines(createLogger('portal', (line) => lines.push(line)));
    const lender = await listen((req, res) => setTimeout(() => res.end('{}'), req.url === '/slow' ? 60 : 10));
    const portal = await listen(async (req, res) => {
      if (req.url === '/page') {
        await Promise.all(['/fast', '/slow'].map((p) => send({ method: 'GET', url: new URL(p, lender), headers: {}, timeoutMs: 2000 })));
      }
      res.end('ok');
    });
    for (const path of ['/page', '/bare']) await (await fetch(portal + path)).text();
    const logged = async (route: string) => {
      for (let i = 0; i < 50 && !lines.some((l) => l.includes(`"route":"${route}"`)); i++) await new Promise((r) => setTimeout(r, 10));
      return JSON.parse(lines.find((l) => l.includes(`"route":"${route}"`))!) as { ms: number; lender?: { calls: number; firstMs: number; lastMs: number } };
    };
    const page = await logged('/page');
    expect(page.lender).toMatchObject({ calls: 2 });
    expect(page.lender!.lastMs - page.lender!.firstMs).toBeGreaterThanOrEqual(50);
    expect(page.lender!.lastMs).toBeLessThanOrEqual(page.ms + 1);
    expect((await logged('/bare')).lender).toBeUndefined();
  });
});
