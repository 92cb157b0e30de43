// Fixed-window counters in process memory, for the monitoring intake only: telemetry limits are a
// flood guard per portal instance, not state another instance needs (sign-in limits live in the
// lender's database).

export interface Take {
  ok: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfter: number;
}

export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** Keys kept at most; past it, expired windows are swept and new keys refused until there is room. */
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts `cost` (a report, or its bytes) against the key's window; refused, it counts nothing. */
  take(key: string, now: number, cost = 1): Take {
    const start = Math.floor(now / this.windowMs) * this.windowMs;
    const retryAfter = Math.max(1, Math.ceil((start + this.windowMs - now) / 1000));
    let entry = this.windows.get(key);
    if (!entry || entry.start !== start) {
      if (!entry && this.windows.size >= this.maxKeys) {
        for (const [k, w] of this.windows) if (w.start !== start) this.windows.delete(k);
        if (this.windows.size >= this.maxKeys) return { ok: false, retryAfter };
      }
      entry = { start, count: 0 };
      this.windows.set(key, entry);
    }
    if (entry.count + cost > this.max) return { ok: false, retryAfter };
    entry.count += cost;
    return { ok: true, retryAfter };
  }
}
