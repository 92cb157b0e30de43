// GET /api/users/me, GET /api/users/{id}
import { Hono } from 'hono';
import type { Env } from '../http/context';
import { loadCustomer } from '../domain/access';
import { serializeUser } from '../serializers/user';
import { idParam } from '../http/validate';

export const userRoutes = new Hono<Env>();

userRoutes.get('/me', async (c) => {
  const { user, roles } = c.get('actor');
  return c.json({ data: await serializeUser(c.get('deps'), user, roles) });
});

userRoutes.get('/:id', async (c) => {
  const actor = c.get('actor');
  const user = await loadCustomer(c.get('deps'), actor, idParam(c));
  return c.json({ data: await serializeUser(c.get('deps'), user, user.id === actor.user.id ? actor.roles : undefined) });
});
