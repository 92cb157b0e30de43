// The record of a request's lender calls: the first call out and the last answer in, carried
// through the request's async work, and nothing outside a request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { lenderCallSent, newLenderTiming, timingFacts, withLenderTiming } from './timing';
import { send } from './transport';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('outside a request nothing is recorded, and a request without calls has no facts', () => {
  expect(() => lenderCallSent()()).not.toThrow();
  expect(timingFacts(newLenderTiming())).toBeNull();
});

test('parallel calls: the first one out and the last answer in, across awaits', async () => {
  const start = performance.now();
  const timing = newLenderTiming(start);
  let sentBy = 0;
  await withLenderTiming(timing, async () => {
    await sleep(20);
    const call = async (ms: number) => {
      const answered = lenderCallSent();
      sentBy = performance.now() - start;
      await sleep(ms);
      answered();
    };
    await Promise.all([call(30), call(80), call(10)]);
  });
  const facts = timingFacts(timing)!;
  expect(facts.calls).toBe(3);
  // Bounds from the test's own clock, not fixed times: a busy machine only makes every step later.
  expect(facts.firstMs).toBeGreaterThanOrEqual(15);
  // (The facts are rounded to a tenth of a millisecond: 20.69 is noted as 20.7.)
  expect(facts.firstMs).toBeLessThanOrEqual(Math.round(sentBy * 10) / 10);
  // The slowest answer sets the end, not the last one to be noted.
  expect(facts.lastMs - facts.firstMs).toBeGreaterThanOrEqual(75);
});

test('two requests at once keep their own records', async () => {
  const a = newLenderTiming();
  const b = newLenderTiming();
  await Promise.all([
    withLenderTiming(a, async () => {
      lenderCallSent()();
      await sleep(5);
      lenderCallSent()();
    }),
    withLenderTiming(b, async () => {
      await sleep(1);
      lenderCallSent()();
    }),
  ]);
  expect([timingFacts(a)!.calls, timingFacts(b)!.calls]).toEqual([2, 1]);
});

describe('the wire notes its calls', () => {
  let server: http.Server;
  let base: URL;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/hang') return;
      setTimeout(() => res.end('{}'), 40);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('an answer and a timeout both end a call', async () => {
    const timing = newLenderTiming();
    await withLenderTiming(timing, () =>
      Promise.allSettled([
        send({ method: 'GET', url: new URL('/a', base), headers: {}, timeoutMs: 2000 }),
        send({ method: 'GET', url: new URL('/hang', base), headers: {}, timeoutMs: 120 }),
      ]),
    );
    const facts = timingFacts(timing)!;
    expect(facts.calls).toBe(2);
    expect(facts.lastMs - facts.firstMs).toBeGreaterThanOrEqual(100);
  });
});
