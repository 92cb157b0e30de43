import { createLatestOnly } from './latest-only';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const flush = () => Promise.resolve().then(() => Promise.resolve());

describe('createLatestOnly', () => {
  it('fires once, 300 ms after the last call', async () => {
    const checker = createLatestOnly<string>(300);
    const task = jest.fn(async () => 'answer');
    const seen: string[] = [];
    checker.schedule(task, (v) => seen.push(v));
    jest.advanceTimersByTime(200);
    checker.schedule(task, (v) => seen.push(v));
    jest.advanceTimersByTime(299);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    await flush();
    expect(seen).toEqual(['answer']);
  });

  it('drops an older answer that arrives after a newer call', async () => {
    const checker = createLatestOnly<string>(300);
    let resolveSlow: (v: string) => void = () => undefined;
    const slow = () => new Promise<string>((r) => (resolveSlow = r));
    const seen: string[] = [];
    checker.schedule(slow, (v) => seen.push(v));
    jest.advanceTimersByTime(300); // the slow request is in flight
    checker.schedule(async () => 'new', (v) => seen.push(v));
    jest.advanceTimersByTime(300);
    await flush();
    resolveSlow('old');
    await flush();
    expect(seen).toEqual(['new']);
  });

  it('cancel drops a pending answer', async () => {
    const checker = createLatestOnly<string>(300);
    const seen: string[] = [];
    checker.schedule(async () => 'x', (v) => seen.push(v));
    checker.cancel();
    jest.advanceTimersByTime(1000);
    await flush();
    expect(seen).toEqual([]);
  });
});
