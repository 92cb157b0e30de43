// GET /api/users/me, GET /api/users/{id}
import { Hono } from 'hono';
import type { Env } from '../context';
import { loadCustomer } from '../access';
import { serializeUser } from '../serializers/user';
import { idParam } from '../validate';

export const userRoutes = new Hono<Env>();

userRoutes.get('/me', async (c) => {
  const data = await serializeUser(c.get('deps'), c.get('actor').user);
  return c.json({ data });
});

userRoutes.get('/:id', async (c) => {
  const user = await loadCustomer(c.get('deps'), c.get('actor'), idParam(c));
  return c.json({ data: await serializeUser(c.get('deps'), user) });
});
