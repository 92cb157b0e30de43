// GET /api/transaction_histories?acctrefno=&page=&per_page=&sort= — recovery payments, a page at a time.
import { bff } from '@/lib/bff/handler';
import { HistoryQuerySchema } from '@/lib/contract/history';
import { getTransactionHistories } from '@/lib/lender/api';

export const GET = bff({ query: HistoryQuerySchema }, ({ session, query }) => getTransactionHistories(session.token, query));
