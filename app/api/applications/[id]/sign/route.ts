// POST /api/applications/{id}/sign — the customer signs the loan agreement; the lender checks the owner
// and the application's state (422 when already signed or not waiting for a signature).
import { bff, errorJson } from '@/lib/bff/handler';
import { SignRequestSchema } from '@/lib/contract/signing';
import { signApplication } from '@/lib/lender/api';

export const POST = bff<typeof SignRequestSchema, { id: string }>({ body: SignRequestSchema }, async ({ session, params, body }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return errorJson(404, 'Not found');
  return { data: await signApplication(session.token, id, body) };
});
