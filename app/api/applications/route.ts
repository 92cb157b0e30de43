// POST /api/applications — a customer applies: a pending installment application (and its repair).
import { bff, json } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';

export const POST = bff({ body: bffRoutes.applications.create.body }, async ({ session, body }) =>
  json({ data: await lender.createApplication({ token: session.token, body }) }, 201),
);
