import type { Result } from 'lighthouse';
import { parseThrottling, scriptsBeforeLcp } from './lighthouse';

const lhr = (paint: number | undefined, rows: { resourceType: string; networkEndTime: number }[]) =>
  ({
    audits: {
      metrics: { details: { items: [paint === undefined ? {} : { observedLargestContentfulPaint: paint }] } },
      'network-requests': { details: { items: rows } },
    },
  }) as unknown as Result;

test.each([
  ['every script ended before the paint (a render-blocking stylesheet held it back)', 392, 2],
  ['the paint came before the scripts arrived', 330, 0],
  ['one script in before the paint', 350, 1],
])('%s', (_why, paint, count) => {
  const rows = [
    { resourceType: 'Document', networkEndTime: 183 },
    { resourceType: 'Stylesheet', networkEndTime: 308 },
    { resourceType: 'Script', networkEndTime: 340 },
    { resourceType: 'Script', networkEndTime: 365 },
    { resourceType: 'Image', networkEndTime: 200 },
  ];
  expect(scriptsBeforeLcp(lhr(paint, rows))).toBe(count);
});

test('no observed LCP: not a number, not zero', () => {
  expect(scriptsBeforeLcp(lhr(undefined, []))).toBeNaN();
});

test.each([
  [undefined, 'devtools'],
  ['', 'devtools'],
  ['devtools', 'devtools'],
  ['simulate', 'simulate'],
])('BENCH_LIGHTHOUSE_THROTTLING %p is %p', (value, expected) => {
  expect(parseThrottling(value)).toBe(expected);
});

test('any other throttling is refused, by name', () => {
  expect(() => parseThrottling('provided')).toThrow('BENCH_LIGHTHOUSE_THROTTLING must be devtools or simulate, not "provided"');
});
