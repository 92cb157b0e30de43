// Where a request's time went: when its first lender call left and when its last answer came
// back, so the access line can tell "the lender was slow" from "the portal was slow after the answers".
// The access log (instrumentation, its own bundle) starts a record per request and the lender's wire
// (the app's bundle) adds to it; both reach the one AsyncLocalStorage through a global symbol, since each
// bundle has its own copy of this module. Not 'server-only': instrumentation.ts imports it.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface LenderTiming {
  /** performance.now() when the request arrived. */
  readonly started: number;
  calls: number;
  /** performance.now() when the first call was sent, the last answer (or failure) came in; null before any. */
  firstSent: number | null;
  lastAnswered: number | null;
}

/** What the access line says: ms from the request's arrival to the first call out and to the last answer in. */
export interface LenderTimingFacts {
  calls: number;
  firstMs: number;
  lastMs: number;
}

const KEY = Symbol.for('portal.lenderTiming');
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<LenderTiming> };
const storage = (holder[KEY] ??= new AsyncLocalStorage<LenderTiming>());

/** Runs `handle` (a request's whole handling) with a fresh record of its lender calls. */
export function withLenderTiming<T>(timing: LenderTiming, handle: () => T): T {
  return storage.run(timing, handle);
}

export const newLenderTiming = (started = performance.now()): LenderTiming => ({ started, calls: 0, firstSent: null, lastAnswered: null });

/** Notes a call leaving now; the answer's arrival is noted by calling what it returns. Outside a request: nothing. */
export function lenderCallSent(): () => void {
  const timing = storage.getStore();
  if (!timing) return noop;
  timing.calls += 1;
  timing.firstSent ??= performance.now();
  return () => {
    const now = performance.now();
    if (timing.lastAnswered === null || now > timing.lastAnswered) timing.lastAnswered = now;
  };
}

const noop = () => {};

/** The record as the access line's fields, rounded to a tenth of a millisecond; null when no call was made. */
export function timingFacts(timing: LenderTiming): LenderTimingFacts | null {
  if (timing.calls === 0 || timing.firstSent === null) return null;
  const ms = (t: number) => Math.round((t - timing.started) * 10) / 10;
  return { calls: timing.calls, firstMs: ms(timing.firstSent), lastMs: ms(timing.lastAnswered ?? timing.firstSent) };
}
