// The foundation: sign-in lands every kind of user where the spec says, the gate returns deep
// links after sign-in, and forged, expired or revoked sessions are signed out.
import { expect, test } from '@playwright/test';
import { sealData } from 'iron-session';
import { personaIds, signIn } from './support';

test.describe('sign-in lands each kind of user in place', () => {
  test('a customer lands on their current loan', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    await signIn(page, 'ana@example.com');
    await expect(page).toHaveURL(`/ui/customers/${ana.userId}/applications/${ana.currentApplicationId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Loan ${ana.currentApplicationId}`);
    await expect(page.getByRole('link', { name: 'Account Preferences' })).toBeVisible();
  });

  test('a staff member lands on the customer look-up', async ({ page }) => {
    await signIn(page, 'care@example.com');
    await expect(page).toHaveURL('/ui/staff');
    await expect(page.getByRole('heading', { name: 'Find a customer' })).toBeVisible();
  });

  test('a user of another role group is sent to /home, wherever they go', async ({ page }) => {
    await signIn(page, 'dealer@example.com');
    await expect(page).toHaveURL('/home');
    await page.goto('/ui/apply');
    await expect(page).toHaveURL('/home');
  });

  test('a PEACH user is sent to /ui/borrower, wherever they go', async ({ page }) => {
    await signIn(page, 'max@example.com');
    await expect(page).toHaveURL('/ui/borrower');
    const max = await personaIds('max@example.com');
    await page.goto(`/ui/customers/${max.userId}`);
    await expect(page).toHaveURL('/ui/borrower');
  });

  test('the card holder sees My ExpressWay Account in the header', async ({ page }) => {
    await signIn(page, 'kim@example.com');
    await page.getByRole('link', { name: 'My ExpressWay Account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My ExpressWay Account');
  });

  test('a wrong password is refused with a clear message and the e-mail field marked', async ({ page }) => {
    await page.goto('/ui/auth');
    await page.getByLabel('E-mail').fill('ana@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveText('The e-mail or password is incorrect.');
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('the gate', () => {
  test('an unauthenticated deep link comes back to the same path after sign-in', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    const deep = `/ui/customers/${ana.userId}/applications/${ana.applicationIds.at(-1)}?thanks=1`;
    await page.goto(deep);
    await expect(page).toHaveURL(/\/ui\/auth\?redirect_uri=/);
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe(deep);
    await signIn(page, 'ana@example.com');
    await expect(page).toHaveURL(deep);
  });

  test('a foreign redirect_uri is ignored', async ({ page }) => {
    await page.goto('/ui/auth?redirect_uri=//evil.example.com/x');
    await signIn(page, 'ana@example.com');
    expect(new URL(page.url()).host).toBe(new URL(page.url()).host);
    await expect(page).toHaveURL(/\/ui\/customers\/\d+\/applications\/\d+$/);
  });

  test("a customer's URL with another customer's id shows not found", async ({ page }) => {
    const ben = await personaIds('ben@example.com');
    await signIn(page, 'ana@example.com');
    for (const path of [`/ui/customers/${ben.userId}`, `/ui/customers/${ben.userId}/applications/${ben.currentApplicationId}`]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });

  test("another customer's application under one's own id shows not found", async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    const ben = await personaIds('ben@example.com');
    await signIn(page, 'ana@example.com');
    const res = await page.goto(`/ui/customers/${ana.userId}/applications/${ben.currentApplicationId}`);
    expect(res?.status()).toBe(404);
  });

  test('staff may open any customer', async ({ page }) => {
    const ben = await personaIds('ben@example.com');
    await signIn(page, 'care@example.com');
    await page.goto(`/ui/customers/${ben.userId}`);
    await expect(page).toHaveURL(`/ui/customers/${ben.userId}/applications/${ben.currentApplicationId}`);
  });

  test('unknown paths redirect: /ui/* to apply, a customer path to the current application', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    await signIn(page, 'ana@example.com');
    await page.goto('/ui/no-such-page');
    await expect(page).toHaveURL('/ui/apply');
    await page.goto(`/ui/customers/${ana.userId}/applications`);
    await expect(page).toHaveURL('/ui/apply');
    await page.goto('/ui/customers/applications/new_from_prefill');
    await expect(page).toHaveURL('/ui/apply');
    await page.goto(`/ui/customers/${ana.userId}/something/else`);
    await expect(page).toHaveURL(`/ui/customers/${ana.userId}/applications/${ana.currentApplicationId}`);
  });
});

test.describe('sessions', () => {
  test('a forged cookie is treated as signed out', async ({ page, context, baseURL }) => {
    await signIn(page, 'ana@example.com');
    const [cookie] = await context.cookies();
    expect(cookie).toBeDefined();
    await context.clearCookies();
    await context.addCookies([{ ...cookie!, value: cookie!.value.slice(0, -6) + 'AAAAAA' }]);
    await page.goto('/ui/apply');
    await expect(page).toHaveURL(/\/ui\/auth\?redirect_uri=%2Fui%2Fapply/);
    expect(baseURL).toBeTruthy();
  });

  test('a cookie sealed with the right secret but idle for 31 minutes is signed out', async ({ page, context }) => {
    await signIn(page, 'ana@example.com');
    const [cookie] = await context.cookies();
    const stale = Date.now() - 31 * 60 * 1000;
    const ana = await personaIds('ana@example.com');
    const value = await sealData(
      { token: 'x'.repeat(43), userId: ana.userId, roleGroups: ['customer'], servicingPlatform: 'LOS', firstName: 'Ana', createdAt: stale, lastSeenAt: stale },
      { password: 'e2e-session-secret-that-is-long-enough-0123456789', ttl: 12 * 3600 },
    );
    await context.clearCookies();
    await context.addCookies([{ ...cookie!, value }]);
    await page.goto('/ui/apply');
    await expect(page).toHaveURL(/\/ui\/auth\?redirect_uri=%2Fui%2Fapply/);
  });

  test('sign out ends the session upstream: the old cookie replayed is signed out', async ({ page, context }) => {
    await signIn(page, 'ana@example.com');
    const loanUrl = page.url();
    const cookies = await context.cookies();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/ui/auth');
    await page.goto(loanUrl);
    await expect(page).toHaveURL(/\/ui\/auth\?redirect_uri=/);
    // Replaying the cookie from before sign-out: the lender refused the revoked token.
    await context.addCookies(cookies);
    await page.goto(loanUrl);
    await expect(page).toHaveURL(/\/ui\/auth\?error=expired/);
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveText('Your session has ended. Please sign in again.');
  });

  test('the session cookie is HttpOnly, SameSite=Lax and Secure', async ({ page, context }) => {
    await signIn(page, 'ana@example.com');
    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, name: '__Host-portal_session', path: '/' });
  });

  test('BFF calls without a session answer 401 JSON; with one, the user', async ({ page, request }) => {
    const anon = await request.get('/api/users/me');
    expect(anon.status()).toBe(401);
    expect((await anon.json()).message).toBeTruthy();
    await signIn(page, 'ana@example.com');
    const res = await page.request.get('/api/users/me');
    expect(res.status()).toBe(200);
    expect((await res.json()).data.attributes.email).toBe('ana@example.com');
  });

  test('a state-changing call from a foreign Origin is refused', async ({ page }) => {
    await signIn(page, 'ana@example.com');
    const res = await page.request.post('/ui/auth/logout', { headers: { origin: 'https://evil.example.com' } });
    expect(res.status()).toBe(403);
  });
});
