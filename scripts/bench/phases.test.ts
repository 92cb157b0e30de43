import { accessLines, loggedMedian, phasesOf } from './phases';

const portal = (reqId: string, ms: number, lender?: { calls: number; firstMs: number; lastMs: number }) => JSON.stringify({ level: 30, name: 'portal', reqId, ms, msg: 'request', ...(lender ? { lender } : {}) });
const sandbox = (reqId: string, ms: number) => JSON.stringify({ level: 30, name: 'sandbox', reqId, ms, route: '/api/users/:id', msg: 'request' });

const log = [
  '[start] portal ready',
  portal('a', 150, { calls: 2, firstMs: 8, lastMs: 128 }),
  sandbox('a', 110),
  sandbox('a', 118),
  portal('b', 160, { calls: 2, firstMs: 10, lastMs: 134 }),
  sandbox('b', 121),
  '{"not":"an access line"}',
  '{broken json',
  portal('c', 154, { calls: 2, firstMs: 9, lastMs: 131 }),
  portal('bare1', 20),
  portal('bare2', 24),
  sandbox('one', 104),
].join('\n');

test('reads the access lines of both servers, by request id', () => {
  const lines = accessLines(log);
  expect([...lines.portal.keys()]).toEqual(['a', 'b', 'c', 'bare1', 'bare2']);
  expect(lines.sandbox.get('a')!.map((l) => l.ms)).toEqual([110, 118]);
});

test("a page's medians: before the first call, the calls, after the last answer, the slowest call in the sandbox", () => {
  expect(phasesOf(['a', 'b', 'c', 'missing'], accessLines(log))).toEqual({ n: 3, beforeFirstCall: 9, calls: 122, afterLastAnswer: 23, slowestInSandbox: 119.5 });
});

test('none without lender calls; the logged median of plain requests', () => {
  const lines = accessLines(log);
  expect(phasesOf(['bare1', 'bare2'], lines)).toBeNull();
  expect(loggedMedian(['bare1', 'bare2'], lines)).toBe(22);
  expect(loggedMedian(['one'], lines)).toBe(104);
  expect(loggedMedian(['x'], lines)).toBeNull();
});
