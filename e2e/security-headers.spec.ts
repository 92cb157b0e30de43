// Security headers on pages, handlers, redirects and error pages; a fresh CSP nonce per request.
import { expect, test } from '@playwright/test';
import { storageFor } from './support';
import { logEntriesSince, logOffset, logTextSince } from './server-log';

test.use({ storageState: storageFor('ana') });

const expectCommonHeaders = (headers: Record<string, string>) => {
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toContain('no-store');
  const csp = headers['content-security-policy'] ?? '';
  for (const part of ["'strict-dynamic'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) expect(csp).toContain(part);
};

test('pages carry the headers and a fresh nonce that the scripts use', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const first = await page.goto('/ui/apply');
  const headers = first!.headers();
  expectCommonHeaders(headers);
  const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy']!)?.[1];
  expect(nonce).toBeTruthy();
  // The scripts the server's HTML names carry the nonce. Chunks the page's own scripts load later (a dynamic
  // import: the passkey sign-in's library) are trusted through 'strict-dynamic', not a nonce of their own.
  const html = await first!.text();
  const scriptNonces = [...html.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g)].map((tag) => /\bnonce="([^"]*)"/.exec(tag[0])?.[1] ?? '');
  expect(scriptNonces.length).toBeGreaterThan(0);
  for (const n of scriptNonces) expect(n).toBe(nonce);
  // Nothing the page ran or loaded was refused by the policy.
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
  const second = await request.get('/ui/apply');
  expect(/'nonce-([^']+)'/.exec(second.headers()['content-security-policy']!)?.[1]).not.toBe(nonce);
});

test('handlers, redirects and not-found pages carry them too', async ({ request }) => {
  for (const res of [
    await request.get('/api/users/me'),
    await request.get('/ui/no-such-page', { maxRedirects: 0 }),
    await request.get('/ui/customers/999999'),
  ]) {
    expectCommonHeaders(res.headers());
  }
});

test('the purchase page sends no referrer', async ({ request }) => {
  const res = await request.get('/ui/purchases/11111111-1111-4111-8111-111111111111', { maxRedirects: 0 });
  expect(res.headers()['referrer-policy']).toBe('no-referrer');
});

test('x-middleware-subrequest gets no further than without it', async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  for (const value of ['proxy', 'middleware', 'src/middleware:middleware:middleware:middleware:middleware', 'proxy:proxy:proxy:proxy:proxy']) {
    const res = await anonymous.get('/ui/apply', { headers: { 'x-middleware-subrequest': value }, maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers().location).toContain('/ui/auth?redirect_uri=');
    const api = await anonymous.get('/api/users/me', { headers: { 'x-middleware-subrequest': value } });
    expect(api.status()).toBe(401);
  }
  await anonymous.dispose();
});

test('methods the portal does not serve answer 405 with every header and no stack trace, on pages, handlers and static files', async ({ request }) => {
  const html = await (await request.get('/ui/auth')).text();
  const chunk = /\/_next\/static\/[^"'\s]+\.js/.exec(html)?.[0];
  expect(chunk).toBeTruthy();
  const from = await logOffset();
  for (const method of ['TRACE', 'TRACK', 'PROPFIND', 'FOO']) {
    for (const path of ['/ui/auth', '/api/health', '/api/users/me', '/ui/no-such-page', chunk!, '/favicon.ico', '/robots.txt']) {
      const res = await request.fetch(path, { method, maxRedirects: 0 });
      const h = res.headers();
      expect({ method, path, status: res.status(), allow: h.allow }).toEqual({ method, path, status: 405, allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' });
      expect({ hsts: h['strict-transport-security'], nosniff: h['x-content-type-options'], frame: h['x-frame-options'], coop: h['cross-origin-opener-policy'] }).toEqual({
        hsts: 'max-age=31536000; includeSubDomains',
        nosniff: 'nosniff',
        frame: 'DENY',
        coop: 'same-origin',
      });
      for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) expect(h['content-security-policy']).toContain(part);
      expect(h['referrer-policy']).toBeTruthy();
      expect(h['permissions-policy']).toContain('camera=()');
      expect(h['cache-control']).toBe('no-store');
      expect(await res.json()).toEqual({ message: 'This method is not allowed.' });
    }
  }
  // Next's web Request refused TRACE with a TypeError logged at error level: nothing of it now.
  await expect.poll(async () => (await logEntriesSince(from)).filter((e) => e.name === 'portal' && e.method === 'TRACE').length).toBeGreaterThan(0);
  expect((await logEntriesSince(from)).filter((e) => e.name === 'portal' && e.level >= 50 && /TRACE|TRACK|PROPFIND|FOO/.test(e.method ?? ''))).toEqual([]);
  expect(await logTextSince(from)).not.toContain('HTTP method is unsupported');
});
