// The card servicer's portal, stood in for by the sandbox (a third party, like the bank link or SMS): it
// receives the form the portal posts (encrypted_data, iv), decrypts it with the shared key and shows the
// account it names. Mounted at /sandbox-servicer, outside /api, whatever SANDBOX_TOOLS says: the portal's
// servicer link needs it to exist. A production deployment points the lender at the real servicer instead.
import { Hono } from 'hono';
import type { Env } from '../http/context';
import { decryptSso } from './servicer-sso';

export const servicerStandIn = new Hono<Env>();

const MAX_FORM_BYTES = 16 * 1024;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function page(title: string, body: string, status: 200 | 400) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · TCI Card Services</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1c2430;background:#f4f5f7}
header{background:#3b2a6b;color:#fff;padding:16px 24px;font-weight:600;font-size:1.125rem}
main{max-width:40rem;margin:24px auto;padding:0 16px}
section{background:#fff;border:1px solid #d9dce1;border-radius:8px;padding:24px}
h1{font-size:1.5rem;margin:0 0 12px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:16px 0 0}
dt{font-weight:600}dd{margin:0}.note{color:#4b5563;font-size:.875rem;margin-top:16px}
</style></head>
<body><header>TCI Card Services</header><main><section>${body}</section>
<p class="note">Sandbox stand-in for the card servicer's portal.</p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
    },
  });
}

const refused = () =>
  page('Sign-in failed', '<h1>We could not sign you in</h1><p>This sign-in link is invalid or has expired. Please open the portal again from your lender\'s website.</p>', 400);

// POST /sandbox-servicer/sso — form fields encrypted_data and iv.
servicerStandIn.post('/sso', async (c) => {
  if (Number(c.req.header('content-length') ?? 0) > MAX_FORM_BYTES) return refused();
  const form = await c.req.parseBody().catch(() => null);
  const encrypted = form?.encrypted_data;
  const iv = form?.iv;
  if (typeof encrypted !== 'string' || typeof iv !== 'string' || encrypted.length + iv.length > MAX_FORM_BYTES) return refused();
  const payload = decryptSso(encrypted, iv, c.get('deps').clock.now());
  if (!payload) return refused();
  const last4 = payload.account_number.replace(/\D/g, '').slice(-4);
  return page(
    'Your card account',
    `<h1>Welcome, ${escapeHtml(payload.name)}</h1>
<p>You are signed in to your card account.</p>
<dl><dt>Account</dt><dd>Account ending in ${escapeHtml(last4)}</dd><dt>E-mail</dt><dd>${escapeHtml(payload.email)}</dd></dl>`,
    200,
  );
});

// A GET (a bookmark, a reload after the post) has nothing to decrypt.
servicerStandIn.get('/sso', () => refused());
