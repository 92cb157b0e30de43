// POST /api/monitoring/intake — the intake proxy of spec 001 section 7: web vitals and client errors from
// the browser (sent with sendBeacon), validated, tagged with version and environment, and delivered to
// the collector. Open without a session (errors happen on the sign-in page too), so not a bff() handler,
// but same-origin only, size-limited and rate-limited, and refused the way bff() refuses (mapError).
import type { NextRequest } from 'next/server';
import { HttpError, isSameOrigin, mapError, parseJsonBody } from '@/lib/bff/handler';
import { clientIp } from '@/lib/bff/request-info';
import { RUM_MAX_BODY_BYTES, RumBatchSchema } from '@/lib/contract/monitoring';
import { deliver, readBounded, toRecords } from '@/lib/monitoring/intake';
import { FixedWindowLimiter } from '@/lib/monitoring/rate-window';

const perMinute = Number(process.env.RUM_RATE_LIMIT_PER_MINUTE) || 600;
const byAddress = new FixedWindowLimiter(perMinute, 60_000);
const overall = new FixedWindowLimiter(perMinute * 10, 60_000, 1);

export async function POST(request: NextRequest) {
  try {
    return await intake(request);
  } catch (err) {
    return mapError(err);
  }
}

async function intake(request: NextRequest) {
  if (!isSameOrigin(request)) throw new HttpError(403, 'This request was refused.');
  const now = Date.now();
  const address = clientIp(request) ?? 'local';
  for (const take of [overall.take('all', now), byAddress.take(address, now)]) {
    if (!take.ok) throw new HttpError(429, 'Too many reports. Please try again later.', undefined, { 'retry-after': String(take.retryAfter) });
  }

  const raw = await readBounded(request, RUM_MAX_BODY_BYTES);
  if (raw === null) throw new HttpError(413, 'The request is too large.');
  const batch = parseJsonBody(raw, RumBatchSchema, 'The report is not valid.');
  await deliver(toRecords(batch, new Date(now)));
  return new Response(null, { status: 202, headers: { 'cache-control': 'no-store' } });
}
