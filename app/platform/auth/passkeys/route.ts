// POST /platform/auth/passkeys — the browser's new passkey, named: the lender checks it against the
// account's challenge, the portal's origin and RP id, keeps its public key and e-mails a notice.
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { visitorOf } from '@/lib/bff/request-info';
import { lender } from '@/lib/lender/api';

export const POST = bff({ body: bffRoutes.auth.addPasskey.body }, async ({ session, body, request }) => ({ data: await lender.registerPasskey({ token: session.token, body, visitor: visitorOf(request) }) }));
