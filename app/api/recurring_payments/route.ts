// POST /api/recurring_payments — sets up autopay.
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';

export const POST = bff({ body: bffRoutes.autopay.create.body }, async ({ session, body }) => ({
  data: await lender.createRecurringPayment({ token: session.token, body }),
}));
