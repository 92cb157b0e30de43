// Security headers on pages, handlers, redirects and error pages; a fresh CSP nonce per request.
import { expect, test } from '@playwright/test';
import { storageFor } from './support';

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
