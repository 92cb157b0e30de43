import { createReport, runStep } from './report';
import { atMost, figure, notApplicable } from './stats';

test('each figure prints on its line, under its group title when the group changes, and is kept', () => {
  const lines: string[] = [];
  const report = createReport((line) => lines.push(line));
  const first = figure(1, 'waterfall.loan', 'loan page', 0.91, '×', atMost(1.15), 'median 187 ms');
  const second = notApplicable(1, 'waterfall.history', 'payment history', 'answers 404: not in this build');
  const third = figure(3, 'js.bare', 'bare page', 101.25, 'KB', null, '5 scripts');
  for (const f of [first, second, third]) report.record(f);
  expect(lines).toEqual([
    '\n1. No waterfalls: (page − bare page) server time ÷ one lender call alone',
    `  PASS  ${'loan page'.padEnd(42)} ${'0.91×'.padStart(10)}  ${'goal ≤ 1.15×'.padEnd(16)} median 187 ms`,
    `  N/A   ${'payment history'.padEnd(42)} ${'—'.padStart(10)}  ${''.padEnd(16)} answers 404: not in this build`,
    '\n3. First-load JavaScript (gzip) ÷ bare page; pages without JavaScript',
    `  INFO  ${'bare page'.padEnd(42)} ${'101 KB'.padStart(10)}  ${''.padEnd(16)} 5 scripts`,
  ]);
  expect(report.figures).toEqual([first, second, third]);
});

test('two reports keep their own figures', () => {
  const a = createReport(() => undefined);
  const b = createReport(() => undefined);
  a.record(figure(2, 'throughput.loan', 'loan page', 1, '×', null));
  expect(b.figures).toEqual([]);
});

describe('a step', () => {
  const quiet = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  afterAll(() => quiet.mockRestore());

  test('that fails is recorded as an error of its group, with the first line of the message', async () => {
    const report = createReport(() => undefined);
    await runStep(report.record, 'growth', 5, () => Promise.reject(new Error('seed answered 500\nat …')), true);
    expect(report.figures).toEqual([{ group: 5, id: 'growth.error', label: 'growth could not run', value: null, unit: '', goal: null, status: 'ERROR', detail: 'seed answered 500' }]);
  });

  test('left out does not run', async () => {
    const body = jest.fn(() => Promise.resolve());
    await runStep(createReport(() => undefined).record, 'growth', 5, body, false);
    expect(body).not.toHaveBeenCalled();
  });
});
