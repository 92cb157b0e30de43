// Playwright's global setup: keeps the personas' saved sessions (e2e/.auth/*.json, written by auth.setup.ts)
// alive through a long run. A saved cookie keeps the time it was last sealed, and the portal ends a session
// after 30 idle minutes (spec 000), so on a machine slow enough for the suite to pass that mark, every test
// started after it met the sign-in page (session 8: ana's payments, 33 minutes in). Every minute, a file
// older than ten minutes is used once, as a customer would use it: one request that reaches the lender
// (GET /api/users/me), which reseals the cookie with a new last activity (proxy.ts) and keeps the lender's
// token alive too; the file gets the resealed cookie. No new sign-in (no code, no security event, no
// failure counted against the address). A session a test has ended stays ended, and a file a test wrote
// meanwhile (the password reset restores ana's) is left as that test wrote it.
import { request } from '@playwright/test';
import { readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { baseURL } from '../playwright.config';

const DIR = path.join(__dirname, '.auth');
// E2E_KEEP_ALIVE_EVERY_MS and E2E_KEEP_ALIVE_AFTER_MS shorten both to watch it work.
const EVERY_MS = Number(process.env.E2E_KEEP_ALIVE_EVERY_MS ?? 60_000);
const OLDER_THAN_MS = Number(process.env.E2E_KEEP_ALIVE_AFTER_MS ?? 10 * 60_000);

async function keepAlive(file: string): Promise<void> {
  const target = path.join(DIR, file);
  const before = statSync(target).mtimeMs;
  if (Date.now() - before < OLDER_THAN_MS) return;
  const ctx = await request.newContext({ baseURL, storageState: target });
  try {
    const res = await ctx.get('/api/users/me');
    if (!res.ok()) return;
    const fresh = `${target}.${process.pid}.tmp`;
    await ctx.storageState({ path: fresh });
    if (statSync(target).mtimeMs !== before) return rmSync(fresh, { force: true });
    renameSync(fresh, target);
    console.log(`[e2e] ${file}: the saved session was used after ${Math.round((Date.now() - before) / 60_000)} idle minutes and kept`);
  } finally {
    await ctx.dispose();
  }
}

export default function keepSessionsAlive(): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      let files: string[] = [];
      try {
        files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
      } catch {
        // not written yet
      }
      for (const file of files) await keepAlive(file).catch(() => undefined);
    })().finally(() => (running = false));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
