// POST /api/revolvers/{id}/export_credit_increase — accepts the current offer; answers the new limit.
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { lender } from '@/lib/lender/api';

export const POST = bff({ params: IdParams }, ({ session, params }) => lender.exportCreditIncrease({ token: session.token, id: params.id }));
