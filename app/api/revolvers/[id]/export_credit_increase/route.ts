// POST /api/revolvers/{id}/export_credit_increase — accepts the current offer; answers the new limit.
import { bff, errorJson } from '@/lib/bff/handler';
import { recordId } from '@/lib/bff/params';
import { exportCreditIncrease } from '@/lib/lender/api';

export const POST = bff<undefined, { id: string }>({}, async ({ session, params }) => {
  const id = recordId(params.id);
  if (id === null) return errorJson(404, 'Not found');
  return exportCreditIncrease(session.token, id);
});
