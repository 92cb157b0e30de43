// The idle warning. The browser's clock is Playwright's (shared by the tabs of a
// context), so half an hour passes in a moment; the server keeps its own clock, so what the page decides
// is checked on the server too: "Stay signed in" reseals the cookie, the idle sign-out ends the session.
// Each test signs in afresh: the idle sign-out revokes the token, which the shared personas must keep.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { unsealData } from 'iron-session';
import { expectNoAxeViolations } from './axe';
import { personaIds, signIn } from './support';

// The e2e server's session secret (playwright.config.ts); its cookie is __Host-portal_session (a
// production build), or portal_session.
const SESSION_SECRET = 'e2e-session-secret-that-is-long-enough-0123456789';
const isSessionCookie = (c: { name: string }) => /^(__Host-)?portal_session$/.test(c.name);

/** lib/rules/session-timeout.ts: the page warns 27 minutes after the last request it saw (the unit tests pin the edges). */
const WARNING_AT = '27:10';

const dialog = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });

async function lastSeenOnServer(context: BrowserContext): Promise<number> {
  const cookie = (await context.cookies()).find(isSessionCookie);
  if (!cookie) throw new Error('no session cookie');
  return (await unsealData<{ lastSeenAt: number }>(cookie.value, { password: SESSION_SECRET })).lastSeenAt;
}

/** Opens a page and waits until its idle watch has started (the page hydrated and counted the visit). */
async function visit(page: Page, path: string) {
  const before = await page.evaluate(() => Date.now());
  await page.goto(path);
  await page.waitForFunction((t) => Number(localStorage.getItem('portal:last-activity')) >= t, before);
}

async function loanPage(email: string) {
  const ids = await personaIds(email);
  return `/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}`;
}

test.use({ storageState: { cookies: [], origins: [] } });

test('two minutes before the end a dialog offers to stay; staying extends the session, in every tab', async ({ page, context }) => {
  await context.clock.install();
  await signIn(page, 'fay@example.com');
  const path = await loanPage('fay@example.com');
  await visit(page, path);

  // A request in another tab is activity for this one too.
  await context.clock.fastForward('10:00');
  const other = await context.newPage();
  await visit(other, `${path}/payments`);
  await context.clock.fastForward('17:10'); // 27:10 after this tab's load, 17:10 after the other's
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // Focus somewhere, to see it come back when the dialog closes.
  const tab = page.getByRole('navigation', { name: 'Loan' }).getByRole('link', { name: 'Payment History' });
  await tab.focus();
  await context.clock.fastForward('10:00'); // 27:10 after the last request
  for (const each of [page, other]) {
    await expect(dialog(each)).toBeVisible();
    await expect(dialog(each)).toHaveAccessibleDescription(/you will be signed out in 2 minutes because there has been no activity/);
  }
  const stay = dialog(page).getByRole('button', { name: 'Stay signed in' });
  await expect(stay).toBeFocused();
  // The page's clock also runs in real time between steps: on a busy machine a few seconds pass.
  await expect(dialog(page)).toContainText(/1:(50|4\d)/);
  await context.clock.fastForward('00:45');
  await expect(dialog(page)).toContainText(/1:0[0-5]|0:5\d/);
  await expectNoAxeViolations(page, 'the idle warning');

  // Focus stays inside: Tab and Shift+Tab go round its two buttons.
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('button', { name: 'Sign out now' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(stay).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog(page).getByRole('button', { name: 'Sign out now' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(stay).toBeFocused();

  const before = await lastSeenOnServer(context);
  const clickedAt = Date.now();
  const extended = page.waitForResponse((r) => r.url().endsWith('/ui/auth/session') && r.request().method() === 'PUT');
  await stay.click();
  expect((await extended).status()).toBe(200);
  await expect(dialog(page)).toHaveCount(0);
  await expect(dialog(other)).toHaveCount(0); // the other tab heard it
  await expect(tab).toBeFocused();
  // The server's own record moved: the sealed cookie now says the customer was there when they clicked.
  const after = await lastSeenOnServer(context);
  expect(after).toBeGreaterThan(before);
  expect(after).toBeGreaterThanOrEqual(clickedAt - 1000);

  // The next warning is a full idle period later.
  await context.clock.fastForward('26:00');
  await expect(dialog(page)).toHaveCount(0);
  await context.clock.fastForward('01:10');
  await expect(dialog(page)).toBeVisible();
  // Escape is "I am here" too.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('ignoring the warning signs out to /ui/auth with the return path and says why', async ({ page, context }) => {
  await context.clock.install();
  await signIn(page, 'fay@example.com');
  const path = `${await loanPage('fay@example.com')}/payments`;
  await visit(page, path);
  await context.clock.fastForward(WARNING_AT);
  await expect(dialog(page)).toBeVisible();
  await context.clock.fastForward('02:00');

  await expect(page).toHaveURL(`/ui/auth?error=idle&redirect_uri=${encodeURIComponent(path)}`);
  await expect(page.getByRole('status')).toHaveText(
    'For your security, we signed you out after a period of inactivity. Sign in again to continue where you left off.',
  );
  await expectNoAxeViolations(page, 'the sign-in page after an idle sign-out');
  // Ended on the server, not only in the page.
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
  expect((await context.cookies()).find(isSessionCookie)).toBeUndefined();

  // Signing in again comes back to where the customer was.
  await signIn(page, 'fay@example.com');
  await expect(page).toHaveURL(path);
});

test('a monitoring beacon is not activity, and links never prefetch: the warning comes on time', async ({ page, context }) => {
  await context.clock.install();
  await signIn(page, 'fay@example.com');
  // Were links prefetched (payment history's sort links are on screen), the router would repeat it as
  // time passes, and the server would count those requests as the customer's.
  const prefetches: string[] = [];
  page.on('request', (r) => void r.allHeaders().then((h) => h['next-router-prefetch'] !== undefined && prefetches.push(r.url())));
  await visit(page, `${await loanPage('fay@example.com')}/payments`);
  await expect(page.getByRole('link', { name: 'Oldest first' }).first()).toBeVisible();
  await context.clock.fastForward('20:00');
  const beacon = page.waitForResponse((r) => r.url().endsWith('/api/monitoring/intake'));
  const body = JSON.stringify({ view_id: 'idle-test-view', events: [{ type: 'web-vital', name: 'CLS', value: 0, rating: 'good', id: 'v1-idle', path: '/' }] });
  expect(await page.evaluate((b) => navigator.sendBeacon('/api/monitoring/intake', new Blob([b], { type: 'application/json' })), body)).toBe(true);
  const answer = await beacon;
  expect(answer.status()).toBe(202);
  expect(answer.headers()['server-timing']).toBeUndefined(); // the server did not count it
  await context.clock.fastForward('07:10'); // 27:10 after the page's own request
  await expect(dialog(page)).toBeVisible();
  expect(prefetches).toEqual([]);

  // "Sign out now" signs out at once, without the inactivity message.
  await dialog(page).getByRole('button', { name: 'Sign out now' }).click();
  await expect(page).toHaveURL('/ui/auth');
  await expect(page.getByRole('status')).toHaveCount(0);
});
