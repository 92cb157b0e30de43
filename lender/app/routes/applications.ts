// GET /api/applications/{id} (version 2 response)
import { Hono } from 'hono';
import type { Env } from '../context';
import { loadApplication } from '../access';
import { serializeApplication } from '../serializers/application';
import { idParam } from '../validate';

export const applicationRoutes = new Hono<Env>();

applicationRoutes.get('/:id', async (c) => {
  const app = await loadApplication(c.get('deps'), c.get('actor'), idParam(c));
  return c.json({ data: await serializeApplication(c.get('deps'), app) });
});
