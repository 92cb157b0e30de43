// GET /health — the sandbox's readiness: it answers, and its database runs `select 1` within 2 s. 200
// `{ok: true}`; otherwise 503 `{ok: false}`, with nothing of why (the reason goes to the sandbox's own log).
// Open without a token: the portal's start script and a balancer's health check call it.
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Env } from '../http/context';

export const HEALTH_DATABASE_TIMEOUT_MS = 2000;

export async function health(c: Context<Env>) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${HEALTH_DATABASE_TIMEOUT_MS} ms`)), HEALTH_DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([c.get('deps').db.execute(sql`select 1`), timeout]);
    return c.json({ ok: true as const });
  } catch (err) {
    console.error('[sandbox] /health: the database check failed:', err instanceof Error ? err.message : err);
    return c.json({ ok: false as const }, 503);
  } finally {
    clearTimeout(timer);
  }
}
