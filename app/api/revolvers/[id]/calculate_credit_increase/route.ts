// GET /api/revolvers/{id}/calculate_credit_increase?income_range= — the lender's offer for an income range.
// A GET that records a decision and may send an e-mail: only our own pages' scripts may call it (changesState).
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { IdParams } from '@/lib/bff/params';
import { INCOME_RANGE_MESSAGE } from '@/lib/contract/revolvers';
import { lender } from '@/lib/lender/api';

export const GET = bff(
  {
    changesState: () => true,
    params: IdParams,
    query: bffRoutes.card.calculateIncrease.query,
    queryRefusal: { field: 'income_range', message: INCOME_RANGE_MESSAGE },
  },
  ({ session, params, query }) => lender.calculateCreditIncrease({ token: session.token, id: params.id, query }),
);
