// The portal's GET /api/health and GET /api/ready, their real route handlers against a lender API on
// loopback that answers as told, and against a closed port (the lender down).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Route = { GET: () => Response | Promise<Response> };

/** A lender API on loopback: each request is answered by `answer` (never, when it returns null). */
async function lender(answer: (req: http.IncomingMessage) => { status: number; body: string } | null) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url} ${req.headers.authorization ?? 'no token'}`);
    const a = answer(req);
    if (!a) return; // hangs
    res.writeHead(a.status, { 'content-type': 'application/json' }).end(a.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())).then(() => server.closeAllConnections()) };
}

/** A port nothing listens on: one the system gave out and took back. */
async function closedPort(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** The route module as a fresh server process would load it, with LENDER_API_URL = `url`. */
async function route(path: 'ready' | 'health', url: string): Promise<Route> {
  jest.resetModules();
  process.env.LENDER_API_URL = url;
  return (path === 'ready' ? await import('../../app/api/ready/route') : await import('../../app/api/health/route')) as Route;
}

const savedUrl = process.env.LENDER_API_URL;
let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());
afterAll(() => {
  if (savedUrl === undefined) delete process.env.LENDER_API_URL;
  else process.env.LENDER_API_URL = savedUrl;
});

async function read(res: Response) {
  return { status: res.status, body: (await res.json()) as unknown, cache: res.headers.get('cache-control') };
}

test('/api/health: 200 whether or not the lender answers, with the release and commit', async () => {
  const { GET } = await route('health', await closedPort());
  const { version } = (await import('../../package.json')) as { version: string };
  expect(await read(await GET())).toEqual({ status: 200, body: { status: 'ok', version, commit: expect.any(String) }, cache: 'no-store' });
});

test('/api/ready: the lender down (a closed port) → 503, with nothing of why; the reason is logged', async () => {
  const { GET } = await route('ready', await closedPort());
  expect(await read(await GET())).toEqual({ status: 503, body: { status: 'unavailable' }, cache: 'no-store' });
  await new Promise((r) => setTimeout(r, 0));
  expect(warn).toHaveBeenCalledWith('[portal] not ready: the lender API did not answer (it could not be reached)');
});

test("/api/ready: the lender's 401 to the identity call without a token is an answer → 200", async () => {
  const api = await lender(() => ({ status: 401, body: '{"message":"Unauthorized"}' }));
  try {
    const { GET } = await route('ready', api.url);
    expect(await read(await GET())).toEqual({ status: 200, body: { status: 'ready' }, cache: 'no-store' });
    expect(api.requests).toEqual(['GET /platform/auth/users/me no token']);
  } finally {
    await api.close();
  }
});

test('/api/ready: a lender that answers 5xx, or something unreadable with 502, is not ready', async () => {
  for (const answer of [{ status: 500, body: '{"message":"boom"}' }, { status: 502, body: '<html>bad gateway</html>' }]) {
    const api = await lender(() => answer);
    try {
      const { GET } = await route('ready', api.url);
      expect(await read(await GET())).toEqual({ status: 503, body: { status: 'unavailable' }, cache: 'no-store' });
    } finally {
      await api.close();
    }
  }
});

test('/api/ready: a lender that does not answer within 2 s → 503 after 2 s', async () => {
  const api = await lender(() => null);
  try {
    const { GET } = await route('ready', api.url);
    const start = Date.now();
    expect(await read(await GET())).toEqual({ status: 503, body: { status: 'unavailable' }, cache: 'no-store' });
    expect(Date.now() - start).toBeGreaterThanOrEqual(1950);
    expect(Date.now() - start).toBeLessThan(4000);
    await new Promise((r) => setTimeout(r, 0));
    expect(warn).toHaveBeenCalledWith('[portal] not ready: the lender API did not answer (no answer within 2000 ms)');
  } finally {
    await api.close();
  }
});

test('/api/ready: calls within a second share one question to the lender; a later call asks again', async () => {
  const api = await lender(() => ({ status: 401, body: '{}' }));
  try {
    const { GET } = await route('ready', api.url);
    const answers = await Promise.all(Array.from({ length: 20 }, () => GET()));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(api.requests).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1050));
    expect((await GET()).status).toBe(200);
    expect(api.requests).toHaveLength(2);
  } finally {
    await api.close();
  }
});
