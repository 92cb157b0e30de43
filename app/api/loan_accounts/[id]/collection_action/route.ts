// POST /api/loan_accounts/{accountId}/collection_action — a promise to pay.
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { CollectionActionRequestSchema } from '@/lib/contract/promises';
import { createPromiseToPay } from '@/lib/lender/api';

export const POST = bff({ params: IdParams, body: CollectionActionRequestSchema }, async ({ session, body, params }) => ({
  data: await createPromiseToPay(session.token, params.id, body),
}));
