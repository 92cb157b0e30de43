// GET    /api/calendar_feed                        — whether the caller has a private calendar address
// POST   /api/calendar_feed                        — makes one (the one before stops working); step-up first
// DELETE /api/calendar_feed                        — revokes it
// POST   /platform/calendar_feeds/read             — what an address shows (signed out: the secret is the credential)
// GET    /api/loan_accounts/{applicationId}/calendar — one loan's, for the download (in ./self-service.ts)
// The portal's extensions for due dates in the calendar (../domain/calendar-feeds.ts). Making an address is
// a sensitive change: the address is a standing way to read the account without a session, which outlives
// a sign-out, so whoever holds a copied session must know the password to make one (like a new passkey).
import { Hono } from 'hono';
import { centsToDollars } from '../../lib/common/money';
import type { CalendarFeed, CalendarLoan as WireLoan } from '../../lib/contract/calendar';
import { CALENDAR_MESSAGES, ReadCalendarFeedRequestSchema } from '../../lib/contract/calendar';
import { users } from '../db/schema';
import { eq } from 'drizzle-orm';
import { visitor } from '../domain/account-security';
import { customerCalendar, feedOwner, liveFeed, makeFeed, revokeFeeds, type CalendarLoan } from '../domain/calendar-feeds';
import { claim, take, tooMany, type Limit } from '../domain/rate-limit';
import { requireStepUp } from '../domain/step-up';
import type { Env } from '../http/context';
import { notFound } from '../http/errors';
import { parseBody } from '../http/validate';

export const calendarFeedRoutes = new Hono<Env>();
export const calendarReadRoutes = new Hono<Env>();

const QUARTER = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Addresses made per account: a new one now and then, never a stream of them. */
const makeLimit = (userId: number): Limit => ({ bucket: `calendar-feeds-made:account:${userId}`, windowMs: HOUR, max: 10 });
/**
 * Reads of addresses that do not exist, per address: guessing a 256-bit secret is hopeless, and this keeps a
 * guesser from even trying at speed. Counted before the look-up (one atomic increment), given back on a hit,
 * so calendar services that poll for many people from one address are never held back by real addresses.
 */
export const FEED_MISSES_PER_ADDRESS = 30;
const missLimit = (address: string): Limit => ({ bucket: `calendar-feed-misses:address:${address}`, windowMs: QUARTER, max: FEED_MISSES_PER_ADDRESS });
/** Reads of one address: calendar apps poll every few minutes to hours; more is a leak being used. */
export const FEED_READS_PER_HOUR = 60;
const readLimit = (userId: number): Limit => ({ bucket: `calendar-feed-reads:account:${userId}`, windowMs: HOUR, max: FEED_READS_PER_HOUR });

export const toWireLoan = (loan: CalendarLoan): WireLoan => ({
  application_id: loan.applicationId,
  customer_id: loan.customerId,
  due_dates: loan.dueDates.map((d) => ({ date: d.date, amount: centsToDollars(d.amountCents) })),
  payments: loan.payments.map((p) => ({ kind: p.kind, id: p.id, date: p.date, amount: centsToDollars(p.amountCents) })),
});

calendarFeedRoutes.get('/', async (c) => {
  const feed = await liveFeed(c.get('deps'), c.get('actor').user.id);
  return c.json({ data: { created_at: feed?.createdAt.toISOString() ?? null, last_read_at: feed?.lastReadAt?.toISOString() ?? null } });
});

calendarFeedRoutes.post('/', async (c) => {
  const deps = c.get('deps');
  const { user } = c.get('actor');
  requireStepUp(c);
  await take(deps, makeLimit(user.id), CALENDAR_MESSAGES.tooManyMade);
  const made = await makeFeed(deps, user.id);
  return c.json({ data: { secret: made.secret, created_at: made.createdAt.toISOString() } }, 201);
});

calendarFeedRoutes.delete('/', async (c) => {
  await revokeFeeds(c.get('deps'), c.get('actor').user.id);
  return c.json({ ok: true as const });
});

calendarReadRoutes.post('/read', async (c) => {
  const deps = c.get('deps');
  const { secret } = await parseBody(c, ReadCalendarFeedRequestSchema);
  const misses = missLimit(visitor(c).address ?? 'unknown');
  const held = await claim(deps, misses);
  if (held.count > misses.max) {
    await held.release();
    throw tooMany(deps, misses, 'Too many requests. Please try again later.');
  }
  const userId = await feedOwner(deps, secret);
  if (userId === null) throw notFound('Calendar');
  await held.release();
  await take(deps, readLimit(userId), 'Too many requests. Please try again later.');
  const [owner] = await deps.db.select({ preferredLocale: users.preferredLocale }).from(users).where(eq(users.id, userId)).limit(1);
  const data: CalendarFeed = {
    preferred_locale: owner?.preferredLocale === 'es-US' ? 'es-US' : owner?.preferredLocale === 'en-US' ? 'en-US' : null,
    loans: (await customerCalendar(deps, userId)).map(toWireLoan),
  };
  return c.json({ data });
});
