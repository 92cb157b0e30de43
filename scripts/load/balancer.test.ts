// The load run's balancer: when a failed request may go to another instance (never when that could make a
// second payment), and that it does so on real loopback servers: in turn, past a dead instance, and not for
// a payment without a key whose connection broke after it was sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { failureOf, mayRetry, startBalancer, type Balancer } from './balancer';

describe('mayRetry', () => {
  it.each([
    // Refused: nothing reached the instance, so anything may go elsewhere.
    ['POST', {}, 'refused', true],
    ['GET', {}, 'refused', true],
    // Broken after sending: only what the method or a key makes safe to repeat.
    ['GET', {}, 'broken', true],
    ['HEAD', {}, 'broken', true],
    ['PUT', {}, 'broken', true],
    ['DELETE', {}, 'broken', true],
    ['OPTIONS', {}, 'broken', true],
    ['get', {}, 'broken', true],
    ['POST', {}, 'broken', false],
    ['PATCH', {}, 'broken', false],
    ['POST', { 'idempotency-key': '5b1c0c6e-2f7e-4d8e-9a53-6f4b8f2f1f00' }, 'broken', true],
    ['PATCH', { 'idempotency-key': 'k1' }, 'broken', true],
    ['POST', { 'idempotency-key': '' }, 'broken', false],
    ['POST', { 'idempotency-key': '   ' }, 'broken', false],
  ] as const)('%s %j, %s → %s', (method, headers, failure, expected) => {
    expect(mayRetry(method, headers, failure)).toBe(expected);
  });

  it.each([
    ['ECONNREFUSED', 'refused'],
    ['ECONNRESET', 'broken'],
    ['EPIPE', 'broken'],
    [undefined, 'broken'],
  ])('%s is %s', (code, expected) => {
    expect(failureOf(Object.assign(new Error('x'), { code }))).toBe(expected);
  });
});

describe('the balancer', () => {
  const servers: http.Server[] = [];
  let balancer: Balancer | null = null;
  afterEach(async () => {
    await balancer?.close();
    balancer = null;
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => (s.closeAllConnections(), s.close(resolve)))));
  });

  /** A loopback server; `answer` false: it reads the request and then breaks the connection without answering. */
  async function instance(name: string, answer = true, seen: string[] = []): Promise<string> {
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push(`${req.method} ${body}`);
        if (!answer) return req.socket.destroy();
        res.end(`${name}:${req.headers['x-forwarded-for']}`);
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  /** A port nothing listens on. */
  async function deadInstance(): Promise<string> {
    const url = await instance('dead');
    const server = servers.pop()!;
    await new Promise((resolve) => server.close(resolve));
    return url;
  }

  it('sends requests to each instance in turn, as a proxy the portal can trust', async () => {
    balancer = await startBalancer([await instance('a'), await instance('b')]);
    const bodies = [];
    for (let i = 0; i < 4; i++) bodies.push(await (await fetch(`${balancer.url}/x`)).text());
    expect(bodies).toEqual(['a:127.0.0.1', 'b:127.0.0.1', 'a:127.0.0.1', 'b:127.0.0.1']);
    expect(balancer.served).toEqual([2, 2]);
  });

  it('passes over a dead instance, for any request: nothing reached it', async () => {
    balancer = await startBalancer([await deadInstance(), await instance('b')]);
    const res = await fetch(`${balancer.url}/ui/auth/session`, { method: 'POST', body: 'email=a' });
    expect(await res.text()).toBe('b:127.0.0.1');
    expect(res.headers.get('x-served-by')).toBe('1');
    expect(balancer.retried).toBe(1);
  });

  it('repeats a request whose connection broke only when its method or its Idempotency-Key allows', async () => {
    const seenByBroken: string[] = [];
    balancer = await startBalancer([await instance('broken', false, seenByBroken), await instance('b')]);
    // A POST without a key: it may have been done; the client is told, not a second instance asked.
    expect((await fetch(`${balancer.url}/pay`, { method: 'POST', body: 'no-key' })).status).toBe(502);
    expect(balancer.failed).toBe(1);
    // The next in turn is b: make the broken one first again.
    await fetch(`${balancer.url}/x`);
    const keyed = await fetch(`${balancer.url}/pay`, { method: 'POST', body: 'keyed', headers: { 'idempotency-key': 'k-1' } });
    expect(await keyed.text()).toBe('b:127.0.0.1');
    expect(await (await fetch(`${balancer.url}/page`)).text()).toBe('b:127.0.0.1');
    expect(seenByBroken).toEqual(['POST no-key', 'POST keyed', 'GET ']);
  });
});
