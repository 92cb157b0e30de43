// GET /api/transaction_histories?acctrefno=&page=&per_page=&sort= — recovery payments, a page at a time.
import { bff } from '@/lib/bff/handler';
import { parseQuery } from '@/lib/bff/query';
import { HistoryQuerySchema } from '@/lib/contract/history';
import { getTransactionHistories } from '@/lib/lender/api';

export const GET = bff({}, async ({ session, request }) => {
  const query = parseQuery(request, HistoryQuerySchema);
  if ('response' in query) return query.response;
  return getTransactionHistories(session.token, query.data);
});
