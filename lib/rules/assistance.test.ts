import { customerMoves, scraDateProblems, sinceProblem } from './assistance';

const today = '2026-11-28';

test.each([
  ['2026-11-28', null],
  ['2026-11-01', null],
  ['2026-11-29', 'sinceFuture'],
  ['2024-11-29', null],
  ['2024-11-27', 'sinceTooOld'],
  ['11/01/2026', 'since'],
  ['', 'since'],
])('since %s → %s', (since, problem) => {
  expect(sinceProblem(since, today)).toBe(problem);
});

test.each([
  ['2026-10-01', null, {}],
  ['2026-11-28', null, {}],
  ['2026-11-29', null, { service_start: 'serviceStartFuture' }],
  ['2025-01-01', '2026-06-01', {}],
  ['2025-01-01', '2026-06-01', {}],
  ['2025-01-01', '2026-05-31', { service_end: 'serviceEndLate' }],
  ['2025-01-01', '2024-12-31', { service_end: 'serviceEnd' }],
  ['soon', null, { service_start: 'serviceStart' }],
])('service %s to %s → %p', (start, end, problems) => {
  expect(scraDateProblems(start, end, today)).toEqual(problems);
});

test.each([
  ['assistance', 'submitted', ['withdraw']],
  ['assistance', 'in_review', ['withdraw']],
  ['assistance', 'call_scheduled', ['withdraw']],
  ['assistance', 'offer', ['accept', 'decline']],
  ['scra', 'offer', []],
  ['scra', 'submitted', ['withdraw']],
  ['assistance', 'accepted', []],
  ['assistance', 'declined', []],
  ['assistance', 'closed', []],
  ['assistance', 'withdrawn', []],
] as const)('%s %s: the customer may %p', (kind, state, moves) => {
  expect(customerMoves(kind, state)).toEqual(moves);
});
