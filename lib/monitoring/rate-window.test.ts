import { FixedWindowLimiter } from './rate-window';

describe('FixedWindowLimiter', () => {
  it('allows max events per window and key, then refuses until the next window', () => {
    const limiter = new FixedWindowLimiter(3, 60_000);
    const t = 1_000_000 * 60_000 + 10_000;
    expect([1, 2, 3].map(() => limiter.take('a', t).ok)).toEqual([true, true, true]);
    expect(limiter.take('a', t + 1)).toEqual({ ok: false, retryAfter: 50 });
    expect(limiter.take('b', t).ok).toBe(true);
    expect(limiter.take('a', t + 50_000).ok).toBe(true);
  });

  it('keeps at most maxKeys keys, sweeping expired windows first', () => {
    const limiter = new FixedWindowLimiter(1, 1_000, 2);
    expect(limiter.take('a', 0).ok).toBe(true);
    expect(limiter.take('b', 0).ok).toBe(true);
    expect(limiter.take('c', 10).ok).toBe(false);
    // In the next window the old keys are swept and new ones fit again.
    expect(limiter.take('c', 1_000).ok).toBe(true);
    expect(limiter.take('d', 1_000).ok).toBe(true);
    expect(limiter.take('e', 1_000).ok).toBe(false);
  });
});
