// POST /api/applications — a customer applies: a pending installment application (and its repair).
import { bff, json } from '@/lib/bff/handler';
import { CreateApplicationRequestSchema } from '@/lib/contract/applications';
import { createApplication } from '@/lib/lender/api';

export const POST = bff({ body: CreateApplicationRequestSchema }, async ({ session, body }) =>
  json({ data: await createApplication(session.token, body) }, 201),
);
