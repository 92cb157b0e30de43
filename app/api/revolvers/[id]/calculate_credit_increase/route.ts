// GET /api/revolvers/{id}/calculate_credit_increase?income_range= — the lender's offer for an income range.
// A GET that records a decision and may send an e-mail: only our own pages' scripts may call it (changesState).
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { CalculateCreditIncreaseQuerySchema, INCOME_RANGE_MESSAGE } from '@/lib/contract/revolvers';
import { calculateCreditIncrease } from '@/lib/lender/api';

export const GET = bff(
  {
    changesState: () => true,
    params: IdParams,
    query: CalculateCreditIncreaseQuerySchema,
    queryRefusal: { field: 'income_range', message: INCOME_RANGE_MESSAGE },
  },
  ({ session, params, query }) => calculateCreditIncrease(session.token, params.id, query),
);
