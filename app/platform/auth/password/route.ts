// PUT /platform/auth/password — the signed-in person changes their password (Account Preferences). The
// lender checks the current one and the new one's rules, ends the person's other sessions and e-mails a notice.
import { bff } from '@/lib/bff/handler';
import { visitorOf } from '@/lib/bff/request-info';
import { ChangePasswordRequestSchema } from '@/lib/contract/account-access';
import { changePassword } from '@/lib/lender/api';

export const PUT = bff({ body: ChangePasswordRequestSchema }, async ({ session, body, request }) => changePassword(session.token, body, visitorOf(request)));
