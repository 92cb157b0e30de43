// Sandbox-only endpoints for demos and tests: reset, the outbox, undoing what a test did to a persona, and
// the bench and load tools below them. Never mounted when SANDBOX_TOOLS=off: lender/http/index.ts mounts the
// tools (this router, ./faults.ts, ./test-fixtures.ts, ./latency.ts) only while deps.tools is on.
import { inboundTextTools } from './inbound-text';
import { desc, eq, ilike } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { applications, feedbackComments, outbox, rateLimits, repairs, users } from '../db/schema';
import { benchTools } from './bench';
import { loadTools } from './load';
import { resetAndSeed } from './reset';
import { sweep } from '../domain/sweep';
import type { Env } from '../http/context';
import { notFound } from '../http/errors';
import { idParam, parseQuery } from '../http/validate';

export const sandboxTools = new Hono<Env>();
sandboxTools.route('/bench', benchTools);
sandboxTools.route('/load', loadTools);
sandboxTools.route('/sms', inboundTextTools);

// POST /sandbox/reset — every persona back to its seeded state.
sandboxTools.post('/reset', async (c) => {
  await resetAndSeed(c.get('deps'));
  return c.json({ ok: true as const });
});

// POST /sandbox/sweep — the sweep of expired keys, windows, PINs, link tokens and sessions, now (the
// sandbox also runs it every few minutes); answers how many of each went.
sandboxTools.post('/sweep', async (c) => c.json({ ok: true as const, deleted: await sweep(c.get('deps')) }));

// GET /sandbox/outbox?to= — what the SMS and e-mail adapters "sent", newest first.
sandboxTools.get('/outbox', async (c) => {
  const { to } = parseQuery(c, z.object({ to: z.string().min(1).max(254) }));
  const rows = await c
    .get('deps')
    .db.select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.id))
    .limit(50);
  return c.json({
    data: rows.map((r) => ({ id: r.id, channel: r.channel, to: r.to, subject: r.subject, body: r.body, created_at: r.createdAt.toISOString() })),
  });
});

// Browser tests share one sandbox and its personas: these let a test undo what it did to one, so the
// tests running beside it (and its own retry) find the persona as seeded.

// DELETE /sandbox/applications/{id} — removes an application a test created, with its repair.
sandboxTools.delete('/applications/:id', async (c) => {
  const [row] = await c.get('deps').db.delete(applications).where(eq(applications.id, idParam(c))).returning({ id: applications.id });
  if (!row) throw notFound('Application');
  return c.json({ ok: true as const });
});

// POST /sandbox/applications/{id}/needs-dealership — the application needs a service center again.
sandboxTools.post('/applications/:id/needs-dealership', async (c) => {
  const { db } = c.get('deps');
  const id = idParam(c);
  const [row] = await db
    .update(applications)
    .set({ needsDealership: true, dealershipId: null })
    .where(eq(applications.id, id))
    .returning({ id: applications.id });
  if (!row) throw notFound('Application');
  await db.update(repairs).set({ dealershipId: null }).where(eq(repairs.applicationId, id));
  return c.json({ ok: true as const });
});

// DELETE /sandbox/users/{id}/feedback — forgets a customer's feedback, so the widget shows again.
sandboxTools.delete('/users/:id/feedback', async (c) => {
  await c.get('deps').db.delete(feedbackComments).where(eq(feedbackComments.userId, idParam(c)));
  return c.json({ ok: true as const });
});

// DELETE /sandbox/rate_limits?key= — forgets the counters of one customer id, sign-in e-mail or address
// (every bucket is named …:{key}), so a test that used up a limit leaves it as it found it.
sandboxTools.delete('/rate_limits', async (c) => {
  const { key } = parseQuery(c, z.object({ key: z.string().min(1).max(254).regex(/^[^%_\\]+$/) }));
  const rows = await c.get('deps').db.delete(rateLimits).where(ilike(rateLimits.bucket, `%:${key}`)).returning({ id: rateLimits.id });
  return c.json({ ok: true as const, deleted: rows.length });
});

// PUT /sandbox/users/{id}/seed_password — gives a persona back the demo password after a test changed or
// reset it (the password rules would refuse the demo password as a new one).
sandboxTools.put('/users/:id/seed_password', async (c) => {
  const deps = c.get('deps');
  const rows = await deps.db.update(users).set({ passwordHash: await deps.seedPasswordHash() }).where(eq(users.id, idParam(c))).returning({ id: users.id });
  return rows.length ? c.json({ ok: true as const }) : c.json({ message: 'User not found' }, 404);
});
