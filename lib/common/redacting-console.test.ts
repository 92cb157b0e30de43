import { redactConsole } from './redacting-console';

it('redacts every level of a console once installed, and installs only once', () => {
  const lines: unknown[][] = [];
  const sink = (...args: unknown[]) => lines.push(args);
  const target = { log: sink, info: sink, warn: sink, error: sink, debug: sink, trace: sink } as unknown as Console;
  redactConsole(target);
  redactConsole(target);
  target.log('signed in with password=demo-password');
  target.error({ account_number: '000987654321', bank_name: 'Second Bank' });
  target.warn('PIN 123456 sent');
  expect(lines).toEqual([
    ['signed in with password=[FILTERED]'],
    ['{"account_number":"[FILTERED]","bank_name":"Second Bank"}'],
    ['PIN [FILTERED] sent'],
  ]);
});
