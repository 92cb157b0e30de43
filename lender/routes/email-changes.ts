// A sign-in e-mail change's links (../domain/email-change.ts), the portal's extensions under
// /platform/auth/email_changes: no session, the link's token is the proof. Tries are limited per address,
// like the other links'.
import { Hono, type Context } from 'hono';
import { EmailChangeTokenRequestSchema, type EmailChangeCheck, type EmailChangeConfirmed } from '../../lib/contract/email-change';
import { visitor } from '../domain/account-security';
import { changeOf, confirmEmailChange, stopEmailChange } from '../domain/email-change';
import { take, type Limit } from '../domain/rate-limit';
import type { Env } from '../http/context';
import { parseBody } from '../http/validate';

export const emailChangeRoutes = new Hono<Env>();

const tryLimit = (address: string): Limit => ({ bucket: `email-change-tries:address:${address}`, windowMs: 15 * 60 * 1000, max: 30 });

async function tokenOf(c: Context<Env>) {
  const { token } = await parseBody(c, EmailChangeTokenRequestSchema);
  await take(c.get('deps'), tryLimit(visitor(c).address ?? 'unknown'), 'Too many tries. Please try again later.');
  return token;
}

// POST /platform/auth/email_changes/check — the new address the confirmation link is for (nothing changes).
emailChangeRoutes.post('/check', async (c) => {
  const { newEmail } = await changeOf(c.get('deps'), await tokenOf(c), 'email_change');
  const body: EmailChangeCheck = { new_email: newEmail };
  return c.json(body);
});

// PUT /platform/auth/email_changes — confirms the change from the new inbox: it takes effect.
emailChangeRoutes.put('/', async (c) => {
  const email = await confirmEmailChange(c.get('deps'), c, await tokenOf(c));
  const body: EmailChangeConfirmed = { ok: true, email };
  return c.json(body);
});

// POST /platform/auth/email_changes/stop — the old address's link: the pending change will not happen.
emailChangeRoutes.post('/stop', async (c) => {
  await stopEmailChange(c.get('deps'), c, await tokenOf(c));
  return c.json({ ok: true as const });
});
