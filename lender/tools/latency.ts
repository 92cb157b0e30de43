// A fixed delay before every answer, for the benchmark's "one round trip, not several" figure.
// Sandbox-only: mounted with the sandbox tools (SANDBOX_TOOLS=off has none), set by SANDBOX_LATENCY_MS
// at start and switchable at run time through PUT /sandbox/bench/latency.
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../http/context';

export const MAX_LATENCY_MS = 10_000;

/** SANDBOX_LATENCY_MS: unset or empty is 0; anything but a whole number of ms up to 10 s is refused. */
export function parseLatencyMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_LATENCY_MS) {
    throw new Error(`SANDBOX_LATENCY_MS must be a whole number of milliseconds from 0 to ${MAX_LATENCY_MS}, not "${value}"`);
  }
  return ms;
}

export const latency: MiddlewareHandler<Env> = async (c, next) => {
  const ms = c.get('deps').latency.ms;
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  await next();
};
