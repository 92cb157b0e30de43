// POST /api/loan_accounts/{accountId}/collection_action — a promise to pay.
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { IdParams } from '@/lib/bff/params';
import { lender } from '@/lib/lender/api';

export const POST = bff({ params: IdParams, body: bffRoutes.payments.promise.body }, async ({ session, body, params }) => ({
  data: await lender.createPromiseToPay({ token: session.token, accountId: params.id, body }),
}));
