// POST /api/recurring_payments — sets up autopay.
import { bff } from '@/lib/bff/handler';
import { CreateRecurringPaymentRequestSchema } from '@/lib/contract/recurring-payments';
import { createRecurringPayment } from '@/lib/lender/api';

export const POST = bff({ body: CreateRecurringPaymentRequestSchema }, async ({ session, body }) => ({
  data: await createRecurringPayment(session.token, body),
}));
