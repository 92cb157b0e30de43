// The security probe's findings, each checked over HTTP against the real servers: the full card number never reaches
// the browser; the Origin check compares scheme, host and port; security headers on what the proxy does
// not see; a signed-out cookie replayed renders nothing of the customer; production refuses to start
// without its keys. (The address of a sign-in: e2e/rate-limits.serial.spec.ts.)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseURL, sandboxURL } from '../playwright.config';
import { PASSWORD, sandboxToken, storageFor } from './support';

const COOKIE = '__Host-portal_session';
const GUIDS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '44444444-4444-4444-8444-444444444444'];

test.describe('the full card account number', () => {
  test.use({ storageState: storageFor('kim') });

  test("is in no answer, page or RSC payload of kim's card journey", async ({ page }) => {
    const token = await sandboxToken('kim@example.com');
    const get = (p: string) => fetch(`${sandboxURL}${p}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
    const me = (await get('/api/users/me')).data as { id: number; attributes: { revolver_application_id: number; current_application_id: number } };
    const cardId = me.attributes.revolver_application_id;
    const full = (await get(`/api/revolvers/${cardId}`)).data.attributes.tci_account_number as string;
    expect(full).toMatch(/^\d{12,19}$/);
    // The number as it could appear: whole, grouped by 4 (a card's print), or JSON-escaped in a payload.
    const forms = [full, full.replace(/(\d{4})(?=\d)/g, '$1 '), full.replace(/(\d{4})(?=\d)/g, '$1-')];

    const bodies: { url: string; body: string }[] = [];
    const reading: Promise<void>[] = [];
    page.on('response', (res) => {
      reading.push(
        res
          .text()
          .then((body) => void bodies.push({ url: res.url(), body }))
          .catch(() => undefined), // redirects have no body
      );
    });

    const cardPage = `/ui/customers/${me.id}/applications/${cardId}`;
    const pages = [cardPage, `/ui/customers/${me.id}/applications/${me.attributes.current_application_id}`, ...GUIDS.map((g) => `/ui/purchases/${g}`)];
    for (const p of pages) await page.goto(p);
    await page.goto(cardPage);
    await expect(page.locator('dd', { hasText: 'ending in' })).toContainText(full.slice(-4));

    // The BFF's card account: the last 4 only.
    const api = await page.request.get(`/api/revolvers/${cardId}`);
    expect(api.status()).toBe(200);
    const answer = await api.json();
    expect(answer.data.attributes).not.toHaveProperty('tci_account_number');
    expect(answer.data.attributes.tci_account_last4).toBe(full.slice(-4));
    bodies.push({ url: api.url(), body: JSON.stringify(answer) });
    // The RSC payloads of the same pages, as the router fetches them on a client navigation.
    for (const p of pages) {
      const rsc = await page.request.get(p, { headers: { rsc: '1' } });
      bodies.push({ url: `${p} (RSC)`, body: await rsc.text() });
    }
    await Promise.all(reading);

    expect(bodies.length).toBeGreaterThan(pages.length * 2);
    const leaks = bodies.filter(({ body }) => forms.some((f) => body.includes(f))).map(({ url }) => url);
    expect(leaks).toEqual([]);
  });
});

test.describe('the Origin of a state-changing request', () => {
  const signInForm = (ctx: APIRequestContext, headers: Record<string, string>) =>
    ctx.post('/ui/auth/session', { form: { email: 'nobody-origin@example.com', password: '' }, headers, maxRedirects: 0 });

  test('must be the portal’s own: scheme, host and port', async ({ playwright }) => {
    const ctx = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const url = new URL(baseURL);
    // The control: our own origin gets through (back to the form: the password is empty).
    expect((await signInForm(ctx, { origin: url.origin })).status()).toBe(303);
    for (const origin of [`https://${url.host}`, `http://${url.hostname}:${Number(url.port) + 1}`, 'http://evil.example', 'null']) {
      expect({ origin, status: (await signInForm(ctx, { origin })).status() }).toEqual({ origin, status: 403 });
    }
    // X-Forwarded-Host comes from trusted proxies only (none here): it cannot make another origin ours.
    expect((await signInForm(ctx, { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' })).status()).toBe(403);
    expect((await signInForm(ctx, { origin: `https://${url.host}`, 'x-forwarded-proto': 'https' })).status()).toBe(403);
    await ctx.dispose();
  });
});

test.describe('security headers on what the proxy does not see', () => {
  test('a static chunk and the 404 of /favicon.ico', async ({ request }) => {
    const html = await (await request.get('/ui/auth')).text();
    const chunk = /\/_next\/static\/[^"'\s]+\.js/.exec(html)?.[0];
    expect(chunk).toBeTruthy();
    const answers = { chunk: await request.get(chunk!), favicon: await request.get('/favicon.ico'), robots: await request.get('/robots.txt') };
    expect(answers.chunk.status()).toBe(200);
    expect(answers.favicon.status()).toBe(404);
    for (const [what, res] of Object.entries(answers)) {
      const h = res.headers();
      expect({ what, hsts: h['strict-transport-security'], nosniff: h['x-content-type-options'], frame: h['x-frame-options'] }).toEqual({
        what,
        hsts: 'max-age=31536000; includeSubDomains',
        nosniff: 'nosniff',
        frame: 'DENY',
      });
      expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(h['referrer-policy']).toBeTruthy();
      expect(h['permissions-policy']).toContain('camera=()');
    }
    // Static chunks stay cacheable.
    expect(answers.chunk.headers()['cache-control']).toContain('immutable');
  });
});

test.describe('a signed-out cookie replayed', () => {
  for (const [email, where] of [
    ['dealer@example.com', '/home'],
    ['max@example.com', '/ui/borrower'],
  ] as const) {
    test(`renders nothing of the customer on ${where}`, async ({ playwright }) => {
      const token = await sandboxToken(email);
      const { firstName } = (await (await fetch(`${sandboxURL}/platform/auth/users/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as { firstName: string };
      const ctx = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
      const signedIn = await ctx.post('/ui/auth/session', { form: { email, password: PASSWORD }, headers: { origin: baseURL }, maxRedirects: 0 });
      expect(signedIn.status()).toBe(303);
      const line = signedIn.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${COOKIE}=`))!.value;
      const cookie = line.split(';')[0]!;
      const replay = () => fetch(`${baseURL}${where}`, { headers: { cookie }, redirect: 'manual' });

      const before = await replay();
      expect(before.status).toBe(200);
      expect(await before.text()).toContain(firstName);

      expect((await ctx.post('/ui/auth/logout', { headers: { origin: baseURL }, maxRedirects: 0 })).status()).toBe(303);
      const after = await replay();
      expect(after.status).toBe(307);
      expect(after.headers.get('location')).toMatch(/^\/ui\/auth\?(.*&)?error=expired/);
      expect(await after.text()).not.toContain(firstName);
      await ctx.dispose();
    });
  }
});

test.describe('production without its keys', () => {
  const root = path.resolve(__dirname, '..');
  /** Starts a server; answers its exit code and output, or 'running' if it is still up after `ms`. */
  function start(command: string, args: string[], env: Record<string, string>, ms = 60_000) {
    return new Promise<{ code: number | 'running'; output: string }>((resolve) => {
      const childEnv: NodeJS.ProcessEnv = { NODE_ENV: 'production', PATH: process.env.PATH, HOME: process.env.HOME ?? '/tmp', ...env };
      const child = spawn(command, args, { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const timer = setTimeout(() => {
        process.kill(-child.pid!, 'SIGTERM');
        resolve({ code: 'running', output });
      }, ms);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code: code ?? 1, output });
      });
    });
  }
  const production = { NODE_ENV: 'production', SANDBOX_TOOLS: 'off' };

  test('the lender API refuses to start; with them it starts', async () => {
    test.slow();
    const port = String(new URL(sandboxURL).port ? Number(new URL(sandboxURL).port) + 7 : 4417);
    const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
    const without = await start(tsx, ['lender/server.ts'], { ...production, SANDBOX_PORT: port, SANDBOX_DATA_DIR: 'memory' });
    expect(without.code).toBe(1);
    expect(without.output).toContain('SPEEDPAY_KEY, SERVICER_SSO_KEY, LENDER_CLIENT_ADDRESS_SECRET');
    const keys = { SPEEDPAY_KEY: 'ab'.repeat(32), SERVICER_SSO_KEY: Buffer.alloc(32, 7).toString('base64'), LENDER_CLIENT_ADDRESS_SECRET: 's'.repeat(40) };
    const withKeys = await start(tsx, ['lender/server.ts'], { ...production, ...keys, SANDBOX_PORT: port, SANDBOX_DATA_DIR: 'memory' }, 20_000);
    expect(withKeys.code).toBe('running');
  });

  test('the portal refuses to start', async () => {
    test.slow();
    const port = String(new URL(baseURL).port ? Number(new URL(baseURL).port) + 7 : 3407);
    // The standalone server, as npm run start:portal runs it.
    const without = await start(process.execPath, [path.join(root, '.next', 'standalone', 'server.js')], { ...production, PORT: port, HOSTNAME: '127.0.0.1', LENDER_API_URL: sandboxURL });
    expect(without.code).toBe(1);
    expect(without.output).toContain('SESSION_SECRET, LENDER_CLIENT_ADDRESS_SECRET');
  });
});
