// PUT /platform/auth/password — the signed-in person changes their password (Account Preferences). The
// lender checks the current one and the new one's rules, ends the person's other sessions and e-mails a notice.
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { visitorOf } from '@/lib/bff/request-info';
import { lender } from '@/lib/lender/api';

export const PUT = bff({ body: bffRoutes.auth.password.body }, async ({ session, body, request }) => lender.changePassword({ token: session.token, body, visitor: visitorOf(request) }));
