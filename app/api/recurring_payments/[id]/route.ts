// PUT /api/recurring_payments/{id} (changes autopay) and DELETE /api/recurring_payments/{id} (cancels it).
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { IdParams } from '@/lib/bff/params';
import { lender } from '@/lib/lender/api';

export const PUT = bff({ params: IdParams, body: bffRoutes.autopay.update.body }, async ({ session, params, body }) => ({
  data: await lender.updateRecurringPayment({ token: session.token, id: params.id, body }),
}));

export const DELETE = bff({ params: IdParams }, async ({ session, params }) => ({ data: await lender.cancelRecurringPayment({ token: session.token, id: params.id }) }));
