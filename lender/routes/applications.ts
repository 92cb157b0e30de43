// GET /api/applications/{id} (version 2 response)
import { Hono } from 'hono';
import type { Env } from '../http/context';
import { loadApplication } from '../domain/access';
import { serializeApplication } from '../serializers/application';
import { idParam } from '../http/validate';

export const applicationRoutes = new Hono<Env>();

applicationRoutes.get('/:id', async (c) => {
  const app = await loadApplication(c.get('deps'), c.get('actor'), idParam(c));
  return c.json({ data: await serializeApplication(c.get('deps'), app) });
});
