// GET /api/payment_histories/paid_off?acctrefno=&page=&per_page=&sort= — completed payments, a page at a time.
import { bff } from '@/lib/bff/handler';
import { HistoryQuerySchema } from '@/lib/contract/history';
import { lender } from '@/lib/lender/api';

export const GET = bff({ query: HistoryQuerySchema }, ({ session, query }) => lender.getPaidOffHistory({ token: session.token, query }));
