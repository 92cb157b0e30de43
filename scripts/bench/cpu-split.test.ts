import { lenderExcess } from './cpu-split';

const one = { portal: 0, sandbox: 6, postgres: 2 };

test.each([
  // The sandbox's own extra work cannot spread: 24 ms beyond one call's is at least 24 ms later.
  [{ portal: 20, sandbox: 30, postgres: 4 }, 2, 100, 0.24],
  // PostgreSQL's extra work is large: the two together over two cores is the floor.
  [{ portal: 20, sandbox: 10, postgres: 40 }, 2, 100, 0.21],
  // One core: everything is serial.
  [{ portal: 20, sandbox: 10, postgres: 40 }, 1, 100, 0.42],
  // A page no dearer than one call adds nothing (never less than nothing).
  [{ portal: 20, sandbox: 5, postgres: 1 }, 2, 100, 0],
])('the lender’s extra CPU of %o on %d cores, one call %d ms: %d × one call', (page, cores, callMs, expected) => {
  expect(lenderExcess(page, one, cores, callMs)).toBeCloseTo(expected, 5);
});

test('no sandbox reading, no figure; no PostgreSQL reading counts the sandbox alone', () => {
  expect(lenderExcess({ portal: 1, sandbox: null, postgres: 3 }, one, 2, 100)).toBeNull();
  expect(lenderExcess({ portal: 1, sandbox: 16, postgres: null }, one, 2, 100)).toBeCloseTo(0.1, 5);
});
