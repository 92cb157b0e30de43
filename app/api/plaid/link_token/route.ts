// POST /api/plaid/link_token — a link token for the bank-link widget.
import { bff } from '@/lib/bff/handler';
import { LinkTokenRequestSchema } from '@/lib/contract/bank-accounts';
import { createLinkToken } from '@/lib/lender/api';

export const POST = bff({ body: LinkTokenRequestSchema }, async ({ session, body }) => createLinkToken(session.token, body.user_id));
