// Browser measurements in Debian's Chromium through Playwright: first-load JavaScript per route (the
// gzip size of every script the page loads until the network is idle) and the pages without JavaScript.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

function launch(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** Runs `body` with one browser for all its pages, closed afterwards, also on failure. */
export async function withBrowser(executablePath: string, body: (browser: Browser) => Promise<void>): Promise<void> {
  const browser = await launch(executablePath);
  try {
    await body(browser);
  } finally {
    await browser.close();
  }
}

/** A fresh context (empty cache); a signed-in one sends the session cookie with every request. */
function contextWith(browser: Browser, cookie: string | null, javaScriptEnabled = true): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled, ...(cookie ? { extraHTTPHeaders: { cookie } } : {}) });
}

export interface JsLoad {
  /** Sum of the gzip sizes of every script, bytes. */
  gzipBytes: number;
  rawBytes: number;
  scripts: number;
  /** Router prefetches the page made while loading (each is a server render of another page). */
  prefetches: number;
  finalUrl: string;
}

/** Loads a page in a fresh context (empty cache) and adds up the scripts it fetched. */
export async function firstLoadJs(browser: Browser, base: string, path: string, cookie: string | null): Promise<JsLoad> {
  const context = await contextWith(browser, cookie);
  const page = await context.newPage();
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const pending: Promise<void>[] = [];
  let prefetches = 0;
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetches++;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => void sizes.set(response.url(), { raw: body.byteLength, gzip: gzipSync(body).byteLength }))
        .catch(() => undefined),
    );
  });
  try {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const finalUrl = page.url();
    await Promise.all(pending);
    // Leaving the page lets it send its last web vitals (LCP, CLS) to the intake.
    await page.goto('about:blank');
    let gzipBytes = 0;
    let rawBytes = 0;
    for (const s of sizes.values()) {
      gzipBytes += s.gzip;
      rawBytes += s.raw;
    }
    return { gzipBytes, rawBytes, scripts: sizes.size, prefetches, finalUrl };
  } finally {
    await context.close();
  }
}

export interface NoJsCheck {
  ok: boolean;
  detail: string;
}

/** With JavaScript off: the sign-in form renders and signs in, and the loan page shows its content. */
export async function withoutJavaScript(browser: Browser, base: string, email: string, password: string, loanPath: string): Promise<{ signIn: NoJsCheck; loan: NoJsCheck }> {
  const context = await contextWith(browser, null, false);
  const page = await context.newPage();
  try {
    await page.goto(`${base}/ui/auth?redirect_uri=${encodeURIComponent(loanPath)}`);
    const form = page.locator('form[action="/ui/auth/session"]');
    const formShown = (await page.getByLabel('E-mail').isVisible()) && (await page.getByLabel('Password').isVisible()) && (await form.count()) === 1;
    if (!formShown) return { signIn: { ok: false, detail: 'the sign-in form is not rendered without JavaScript' }, loan: { ok: false, detail: 'not reached' } };
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/ui/auth'), { timeout: 30_000 }).catch(() => undefined), page.getByRole('button', { name: 'Sign in' }).click()]);
    const landed = new URL(page.url()).pathname;
    const signIn: NoJsCheck = landed === loanPath
      ? { ok: true, detail: 'form rendered and signed in with a plain form post' }
      : { ok: false, detail: `after signing in the browser is on ${landed}, not ${loanPath}` };
    if (!signIn.ok) return { signIn, loan: { ok: false, detail: 'not reached' } };
    const heading = page.locator('main h1').first();
    const headingText = (await heading.count()) ? (await heading.innerText()).trim() : '';
    const alerts = await page.locator('main [role="alert"]').allInnerTexts();
    const mainText = (await page.locator('main').innerText()).trim();
    const loan: NoJsCheck = headingText && alerts.length === 0
      ? { ok: true, detail: `"${headingText}" and ${mainText.length} characters of content` }
      : { ok: false, detail: headingText ? `shows an alert: ${alerts.join(' | ').slice(0, 160)}` : 'no heading in the page' };
    return { signIn, loan };
  } finally {
    await context.close();
  }
}
