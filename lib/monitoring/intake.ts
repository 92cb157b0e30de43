// The monitoring intake's server side: reads a bounded body, tags each event with the build's version
// and environment, and delivers it to the collector (RUM_COLLECTOR_URL: an OpenTelemetry or vendor
// intake) or, without one, to a JSON-lines log (RUM_LOG_FILE, default .data/rum.jsonl) that the
// benchmark reads back.
import 'server-only';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import packageJson from '../../package.json';
import { RUM_SESSION_SAMPLE_RATE, type RumBatch, type RumRecord } from '../contract/monitoring';

export const RUM_VERSION: string = packageJson.version;
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
  const tags = { view_id: batch.view_id, received_at: now.toISOString(), version: RUM_VERSION, environment: rumEnvironment(), sample_rate: RUM_SESSION_SAMPLE_RATE };
  return batch.events.map((event) => ({ ...event, ...tags }));
}

// Only this one file is written: nothing of the project needs tracing into the server bundle for it.
export const rumLogFile = () => path.resolve(/* turbopackIgnore: true */ process.env.RUM_LOG_FILE || path.join('.data', 'rum.jsonl'));

/** Forwards to the collector when one is configured, else appends to the log. Never throws. */
export async function deliver(records: RumRecord[]): Promise<void> {
  const collector = process.env.RUM_COLLECTOR_URL;
  try {
    if (collector) {
      const token = process.env.RUM_COLLECTOR_TOKEN;
      const res = await fetch(collector, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ service: 'lender-portal', version: RUM_VERSION, environment: rumEnvironment(), records }),
        signal: AbortSignal.timeout(3000),
        cache: 'no-store',
      });
      if (!res.ok) console.warn(`[monitoring] the collector answered ${res.status}`);
      return;
    }
    const file = rumLogFile();
    await mkdir(path.dirname(file), { recursive: true });
    await appendFile(file, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
  } catch (err) {
    // Telemetry must never fail the visitor's page; the loss is logged here.
    console.warn('[monitoring] delivery failed:', err instanceof Error ? err.name : 'unknown');
  }
}
