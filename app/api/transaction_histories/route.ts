// GET /api/transaction_histories?acctrefno=&page=&per_page=&sort= — recovery payments, a page at a time.
import { bff } from '@/lib/bff/handler';
import { HistoryQuerySchema } from '@/lib/contract/history';
import { lender } from '@/lib/lender/api';

export const GET = bff({ query: HistoryQuerySchema }, ({ session, query }) => lender.getTransactionHistories({ token: session.token, query }));
