// GET /api/payment_histories/paid_off?acctrefno=&page=&per_page=&sort= — completed payments, a page at a time.
import { bff } from '@/lib/bff/handler';
import { parseQuery } from '@/lib/bff/query';
import { HistoryQuerySchema } from '@/lib/contract/history';
import { getPaidOffHistory } from '@/lib/lender/api';

export const GET = bff({}, async ({ session, request }) => {
  const query = parseQuery(request, HistoryQuerySchema);
  if ('response' in query) return query.response;
  return getPaidOffHistory(session.token, query.data);
});
