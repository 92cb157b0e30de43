// Sandbox-only endpoints for demos and tests. Never mounted when SANDBOX_TOOLS=off.
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { outbox } from '../db/schema';
import { resetDatabase, seed } from '../db/seed';
import { benchTools } from './bench-tools';
import type { Deps, Env } from './context';
import { parseQuery } from './validate';

export async function resetAndSeed(deps: Deps) {
  await resetDatabase(deps.db);
  await seed(deps.db, { today: deps.clock.today(), passwordHash: await deps.seedPasswordHash() });
}

export const sandboxTools = new Hono<Env>();
sandboxTools.route('/bench', benchTools);

// POST /sandbox/reset — every persona back to its seeded state.
sandboxTools.post('/reset', async (c) => {
  await resetAndSeed(c.get('deps'));
  return c.json({ ok: true as const });
});

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
