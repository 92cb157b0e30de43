// PUT /api/recurring_payments/{id} (changes autopay) and DELETE /api/recurring_payments/{id} (cancels it).
import { bff, errorJson } from '@/lib/bff/handler';
import { IdParamSchema } from '@/lib/contract/common';
import { UpdateRecurringPaymentRequestSchema } from '@/lib/contract/recurring-payments';
import { cancelRecurringPayment, updateRecurringPayment } from '@/lib/lender/api';

export const PUT = bff<typeof UpdateRecurringPaymentRequestSchema, { id: string }>({ body: UpdateRecurringPaymentRequestSchema }, async ({ session, params, body }) => {
  const id = IdParamSchema.safeParse(params.id);
  if (!id.success) return errorJson(404, 'Not found');
  return { data: await updateRecurringPayment(session.token, id.data, body) };
});

export const DELETE = bff<undefined, { id: string }>({}, async ({ session, params }) => {
  const id = IdParamSchema.safeParse(params.id);
  if (!id.success) return errorJson(404, 'Not found');
  return { data: await cancelRecurringPayment(session.token, id.data) };
});
