// POST /api/plaid/link_token — a link token for the bank-link widget (the sandbox issues sandbox tokens).
import { Hono } from 'hono';
import { LinkTokenRequestSchema } from '../../lib/contract/bank-accounts';
import { loadCustomer } from '../domain/access';
import type { Env } from '../http/context';
import { issueLinkToken } from '../stand-ins/plaid';
import { parseBody } from '../http/validate';

export const plaidRoutes = new Hono<Env>();

plaidRoutes.post('/link_token', async (c) => {
  const deps = c.get('deps');
  const { user_id } = await parseBody(c, LinkTokenRequestSchema);
  const user = await loadCustomer(deps, c.get('actor'), user_id);
  return c.json(await issueLinkToken(deps, user.id), 201);
});
