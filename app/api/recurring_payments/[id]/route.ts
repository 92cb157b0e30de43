// PUT /api/recurring_payments/{id} (changes autopay) and DELETE /api/recurring_payments/{id} (cancels it).
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { UpdateRecurringPaymentRequestSchema } from '@/lib/contract/recurring-payments';
import { cancelRecurringPayment, updateRecurringPayment } from '@/lib/lender/api';

export const PUT = bff({ params: IdParams, body: UpdateRecurringPaymentRequestSchema }, async ({ session, params, body }) => ({
  data: await updateRecurringPayment(session.token, params.id, body),
}));

export const DELETE = bff({ params: IdParams }, async ({ session, params }) => ({ data: await cancelRecurringPayment(session.token, params.id) }));
