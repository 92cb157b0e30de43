// The monitoring intake's server side: refuses other origins and floods (reports and bytes per minute),
// reads a bounded body, tags each event with the build's version, commit and environment, and delivers it
// to the collector (RUM_COLLECTOR_URL: an OpenTelemetry or vendor intake) or, without one, to a JSON-lines
// log (RUM_LOG_FILE, default .data/rum.jsonl, capped on disk) that the benchmark reads back.
import 'server-only';
import path from 'node:path';
import type { NextRequest } from 'next/server';
import { buildInfo } from '../common/build-info';
import { HttpError, isSameOrigin, mapError, parseJsonBody } from '../bff/handler';
import { clientIp } from '../bff/request-info';
import { RUM_MAX_BODY_BYTES, RUM_SESSION_SAMPLE_RATE, RumBatchSchema, type RumBatch, type RumRecord } from '../contract/monitoring';
import { appendCapped, type LogCaps } from './capped-log';
import { recordVitals } from './metrics';
import { FixedWindowLimiter } from './rate-window';

export const rumEnvironment = () => process.env.RUM_ENVIRONMENT || 'prod';

/** The body as text, or null when it is larger than `max` bytes (read no further than that). */
export async function readBounded(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    parts.push(value);
  }
  return Buffer.concat(parts).toString('utf8');
}

export function toRecords(batch: RumBatch, now: Date): RumRecord[] {
  const tags = { view_id: batch.view_id, received_at: now.toISOString(), ...buildInfo(), environment: rumEnvironment(), sample_rate: RUM_SESSION_SAMPLE_RATE };
  return batch.events.map((event) => ({ ...event, ...tags }));
}

// Only this one file is written: nothing of the project needs tracing into the server bundle for it.
export const rumLogFile = () => path.resolve(/* turbopackIgnore: true */ process.env.RUM_LOG_FILE || path.join('.data', 'rum.jsonl'));

/** Forwards to the collector when one is configured, else appends to the capped log. Never throws. */
export async function deliver(records: RumRecord[], caps: LogCaps): Promise<void> {
  const collector = process.env.RUM_COLLECTOR_URL;
  try {
    if (collector) {
      const token = process.env.RUM_COLLECTOR_TOKEN;
      const res = await fetch(collector, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ service: 'lender-portal', ...buildInfo(), environment: rumEnvironment(), records }),
        signal: AbortSignal.timeout(3000),
        cache: 'no-store',
      });
      if (!res.ok) console.warn(`[monitoring] the collector answered ${res.status}`);
      return;
    }
    const kept = await appendCapped(rumLogFile(), records.map((r) => JSON.stringify(r)).join('\n') + '\n', caps);
    if (!kept) console.warn('[monitoring] a report larger than the log cap was dropped');
  } catch (err) {
    // Telemetry must never fail the visitor's page; the loss is logged here.
    console.warn('[monitoring] delivery failed:', err instanceof Error ? err.name : 'unknown');
  }
}

export interface IntakeSettings {
  /** Reports a minute from one address (ten times that from all addresses), per portal instance. */
  reportsPerMinute: number;
  /** Bytes of reports a minute from one address (ten times that from all addresses), per portal instance. */
  bytesPerMinute: number;
  log: LogCaps;
}

const MIB = 1024 * 1024;
type Env = Record<string, string | undefined>;

/** The intake's limits from the environment (docs/performance.md lists them). */
export const intakeSettings = (env: Env = process.env): IntakeSettings => ({
  reportsPerMinute: Number(env.RUM_RATE_LIMIT_PER_MINUTE) || 600,
  // A page load's reports are a few kilobytes: half a megabyte is a hundred or more page loads a minute.
  bytesPerMinute: Number(env.RUM_RATE_LIMIT_BYTES_PER_MINUTE) || MIB / 2,
  log: { fileBytes: Number(env.RUM_LOG_MAX_BYTES) || 5 * MIB, totalBytes: Number(env.RUM_LOG_TOTAL_BYTES) || 25 * MIB },
});

const MINUTE = 60_000;

/** A limit per address and one for all addresses together (ten times as much, one key). */
function limitPair(perAddress: number) {
  const byAddress = new FixedWindowLimiter(perAddress, MINUTE);
  const overall = new FixedWindowLimiter(perAddress * 10, MINUTE, 1);
  return (address: string, now: number, cost = 1) => {
    for (const take of [overall.take('all', now, cost), byAddress.take(address, now, cost)]) {
      if (!take.ok) throw new HttpError(429, 'Too many reports. Please try again later.', undefined, { 'retry-after': String(take.retryAfter) });
    }
  };
}

/** POST /api/monitoring/intake with its own limits: same-origin only, counted, bounded, validated, delivered. */
export function createIntake(settings: IntakeSettings, clock: () => number = Date.now) {
  const reports = limitPair(settings.reportsPerMinute);
  const bytes = limitPair(settings.bytesPerMinute);
  async function intake(request: NextRequest) {
    if (!isSameOrigin(request)) throw new HttpError(403, 'This request was refused.');
    const now = clock();
    const address = clientIp(request) ?? 'local';
    reports(address, now);
    const raw = await readBounded(request, RUM_MAX_BODY_BYTES);
    if (raw === null) throw new HttpError(413, 'The request is too large.');
    bytes(address, now, Buffer.byteLength(raw));
    const batch = parseJsonBody(raw, RumBatchSchema, 'The report is not valid.');
    const records = toRecords(batch, new Date(now));
    recordVitals(records);
    await deliver(records, settings.log);
    return new Response(null, { status: 202, headers: { 'cache-control': 'no-store' } });
  }
  return (request: NextRequest) => intake(request).catch(mapError);
}
