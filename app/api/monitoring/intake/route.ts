// POST /api/monitoring/intake — the intake proxy of spec 001 section 7: web vitals and client errors from
// the browser (sent with sendBeacon), validated, tagged with version and environment, and delivered to
// the collector. Open without a session (errors happen on the sign-in page too), but same-origin only,
// size-limited and rate-limited.
import type { NextRequest } from 'next/server';
import { errorJson, isSameOrigin } from '@/lib/bff/handler';
import { clientIp } from '@/lib/bff/request-info';
import { RUM_MAX_BODY_BYTES, RumBatchSchema } from '@/lib/contract/monitoring';
import { deliver, readBounded, toRecords } from '@/lib/monitoring/intake';
import { FixedWindowLimiter } from '@/lib/monitoring/rate-window';

const perMinute = Number(process.env.RUM_RATE_LIMIT_PER_MINUTE) || 600;
const byAddress = new FixedWindowLimiter(perMinute, 60_000);
const overall = new FixedWindowLimiter(perMinute * 10, 60_000, 1);

export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return errorJson(403, 'This request was refused.');
  const now = Date.now();
  const address = clientIp(request) ?? 'local';
  for (const take of [overall.take('all', now), byAddress.take(address, now)]) {
    if (!take.ok) return errorJson(429, 'Too many reports. Please try again later.', undefined, { 'retry-after': String(take.retryAfter) });
  }

  const raw = await readBounded(request, RUM_MAX_BODY_BYTES);
  if (raw === null) return errorJson(413, 'The request is too large.');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return errorJson(422, 'The request could not be read.', { base: ['The request could not be read.'] });
  }
  const parsed = RumBatchSchema.safeParse(json);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.length ? issue.path.map(String).join('.') : 'base'] ??= []).push(issue.message);
    return errorJson(422, 'The report is not valid.', errors);
  }
  await deliver(toRecords(parsed.data, new Date(now)));
  return new Response(null, { status: 202, headers: { 'cache-control': 'no-store' } });
}
