// DELETE /api/bank_accounts/{id} — removes a bank account (refused while it carries the active autopay).
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { lender } from '@/lib/lender/api';

export const DELETE = bff({ params: IdParams }, async ({ session, params }) => ({ data: await lender.removeBankAccount({ token: session.token, id: params.id }) }));
