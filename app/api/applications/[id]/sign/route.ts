// POST /api/applications/{id}/sign — the customer signs the loan agreement; the lender checks the owner
// and the application's state (422 when already signed or not waiting for a signature).
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { SignRequestSchema } from '@/lib/contract/signing';
import { signApplication } from '@/lib/lender/api';

export const POST = bff({ params: IdParams, body: SignRequestSchema }, async ({ session, params, body }) => ({
  data: await signApplication(session.token, params.id, body),
}));
