// POST   /api/calendar_feed — makes the customer's private calendar address (the one before stops working):
//                             the whole address, shown this once; the lender keeps only the secret's hash and
//                             asks for the password first (step-up: the address reads the account without a session).
// DELETE /api/calendar_feed — revokes it: it answers 404 from then on.
import { bff, notFound } from '@/lib/bff/handler';
import { portalOrigin } from '@/lib/bff/request-info';
import { lender } from '@/lib/lender/api';

export const POST = bff({}, async ({ request, session }) => {
  const made = await lender.createCalendarSubscription({ token: session.token });
  if (!made) throw notFound();
  return { url: `${portalOrigin(request)}/files/calendar-feed/${made.secret}.ics`, created_at: made.created_at };
});

export const DELETE = bff({}, async ({ session }) => lender.revokeCalendarSubscription({ token: session.token }));
