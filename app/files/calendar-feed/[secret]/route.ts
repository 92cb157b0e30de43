// GET /files/calendar-feed/{secret}.ics — the private calendar address a calendar app subscribes to
// (lib/bff/calendar-feed.ts): open without a session, the secret its only credential.
import { calendarFeed } from '@/lib/bff/calendar-feed';

// eslint-disable-next-line portal/bff-handler -- open without a session (a calendar app polls it): the secret in its one path segment is the credential, checked for shape before the lender is asked; the lender limits it per address and per address read; it refuses through the same mapper (mapError)
export const GET = calendarFeed;
