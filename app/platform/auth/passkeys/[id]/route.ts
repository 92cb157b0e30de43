// DELETE /platform/auth/passkeys/{id} — removes one of the signed-in account's passkeys (another's is not
// found): it no longer signs in, and the lender e-mails a notice.
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { visitorOf } from '@/lib/bff/request-info';
import { lender } from '@/lib/lender/api';

export const DELETE = bff({ params: IdParams }, async ({ session, params, request }) => lender.removePasskey({ token: session.token, id: params.id, visitor: visitorOf(request) }));
