import { MAX_SHARED_MS, SharedAnswers, sharedLifetimeMs } from './shared-cache';

test.each([
  ['public, max-age=600', 600_000],
  ['max-age=60, public', 60_000],
  ['public, max-age=60, s-maxage=30', 30_000],
  ['public, max-age="120"', 120_000],
  ['Public, Max-Age=5', 5_000],
  ['public, max-age=999999', MAX_SHARED_MS],
  // Not for everyone, not to be kept, or no lifetime: never kept.
  ['max-age=600', null],
  ['private, max-age=600', null],
  ['public, private, max-age=600', null],
  ['public, no-store, max-age=600', null],
  ['public, no-cache, max-age=600', null],
  ['public', null],
  ['public, max-age=0', null],
  ['public, max-age=-5', null],
  ['public, max-age=abc', null],
  ['', null],
  [undefined, null],
])('Cache-Control %p may be kept for everyone for %p ms', (header, ms) => {
  expect(sharedLifetimeMs(header)).toBe(ms);
});

test('a kept answer is given while fresh and forgotten after; a refusal or a private answer is never kept', () => {
  let now = 1_000;
  const answers = new SharedAnswers(() => now);
  expect(answers.offer('http://lender/api/codes', 200, 'public, max-age=10', '{"a":1}')).toBe(true);
  expect(answers.offer('http://lender/api/users/1', 200, 'private, max-age=10', '{"me":1}')).toBe(false);
  expect(answers.offer('http://lender/api/other', 404, 'public, max-age=10', '{}')).toBe(false);
  expect(answers.get('http://lender/api/codes')).toBe('{"a":1}');
  expect(answers.get('http://lender/api/users/1')).toBeNull();
  expect(answers.get('http://lender/api/other')).toBeNull();
  now += 9_999;
  expect(answers.get('http://lender/api/codes')).toBe('{"a":1}');
  now += 1;
  expect(answers.get('http://lender/api/codes')).toBeNull();
});

test('holds at most 200 answers, the oldest going first', () => {
  const answers = new SharedAnswers(() => 0);
  for (let i = 0; i < 201; i++) answers.offer(`u${i}`, 200, 'public, max-age=60', String(i));
  expect(answers.get('u0')).toBeNull();
  expect(answers.get('u1')).toBe('1');
  expect(answers.get('u200')).toBe('200');
});
