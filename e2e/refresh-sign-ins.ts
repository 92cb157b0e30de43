// Playwright's global setup: keeps the personas' saved sign-ins (e2e/.auth/*.json, written by auth.setup.ts)
// from going idle. A saved cookie keeps the time it was made, and the portal ends a session after 30 idle
// minutes (spec 000), so on a machine slow enough for the suite to pass that mark, every test started after
// it met the sign-in page (session 8: ana's payments, 33 minutes in). Every minute, a file older than ten
// minutes is replaced by a new sign-in of its persona, through the same form handler auth.setup uses. A file
// written meanwhile by a test (the password reset restores ana's) is left as that test wrote it; a sign-in
// that fails (a serial test has changed that persona's e-mail or password) is skipped until the next minute.
import { request } from '@playwright/test';
import { readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { baseURL } from '../playwright.config';
import { postSignIn } from './support';

const DIR = path.join(__dirname, '.auth');
// E2E_REFRESH_EVERY_MS and E2E_REFRESH_AFTER_MS shorten both to watch it work.
const EVERY_MS = Number(process.env.E2E_REFRESH_EVERY_MS ?? 60_000);
const OLDER_THAN_MS = Number(process.env.E2E_REFRESH_AFTER_MS ?? 10 * 60_000);

async function refreshOne(file: string): Promise<void> {
  const target = path.join(DIR, file);
  const before = statSync(target).mtimeMs;
  if (Date.now() - before < OLDER_THAN_MS) return;
  const ctx = await request.newContext({ baseURL });
  try {
    const res = await postSignIn(ctx, `${path.basename(file, '.json')}@example.com`);
    if (res.status() !== 303 || res.headers().location?.includes('/ui/auth')) return;
    const fresh = `${target}.${process.pid}.tmp`;
    await ctx.storageState({ path: fresh });
    if (statSync(target).mtimeMs !== before) return rmSync(fresh, { force: true });
    renameSync(fresh, target);
    console.log(`[e2e] the saved sign-in of ${file} was renewed (it was ${Math.round((Date.now() - before) / 60_000)} minutes old)`);
  } finally {
    await ctx.dispose();
  }
}

export default function refreshSignIns(): () => void {
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
      for (const file of files) await refreshOne(file).catch(() => undefined);
    })().finally(() => (running = false));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
