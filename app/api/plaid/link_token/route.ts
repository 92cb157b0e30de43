// POST /api/plaid/link_token — a link token for the bank-link widget.
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';

export const POST = bff({ body: bffRoutes.bankAccounts.linkToken.body }, async ({ session, body }) => lender.createLinkToken({ token: session.token, body: { user_id: body.user_id } }));
