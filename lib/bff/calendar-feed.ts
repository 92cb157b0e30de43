// GET /files/calendar-feed/{secret}.ics — the private subscription address a calendar app polls, without a
// session: the secret is the credential. Open like the monitoring intake, so not a bff() handler: it reads
// one path segment, checks its shape itself, and refuses through the same mapper. An address of the wrong
// shape is not asked of the lender; a revoked or guessed one is not found (404), never 401 or 500. The
// lender limits reads of unknown addresses per visitor address and reads of one address per hour (429 with
// Retry-After), and answers in the customer's own language; a lender without the calendar sends no data.
import 'server-only';
import type { NextRequest } from 'next/server';
import { FeedSecretSchema } from '../contract/calendar';
import { lender } from '../lender/api';
import { calendarResponse } from './calendar-response';
import { mapError, notFound } from './handler';
import { visitorOf } from './request-info';

/** The last segment: the secret and the .ics a calendar app likes to see. */
export function feedSecretOf(segment: string): string | null {
  const match = /^(.+)\.ics$/.exec(segment);
  const parsed = FeedSecretSchema.safeParse(match?.[1]);
  return parsed.success ? parsed.data : null;
}

export async function calendarFeed(request: NextRequest, route: { params: Promise<{ secret: string }> }): Promise<Response> {
  try {
    const secret = feedSecretOf((await route.params).secret);
    if (!secret) throw notFound();
    const feed = await lender.readCalendarFeed({ body: { secret }, visitor: visitorOf(request) });
    if (!feed) throw notFound();
    return calendarResponse(request, { loans: feed.loans, locale: feed.preferred_locale ?? 'en-US', filename: 'due-dates.ics' });
  } catch (err) {
    return mapError(err);
  }
}
