// POST /platform/auth/passkeys — the browser's new passkey, named: the lender checks it against the
// account's challenge, the portal's origin and RP id, keeps its public key and e-mails a notice.
import { bff } from '@/lib/bff/handler';
import { visitorOf } from '@/lib/bff/request-info';
import { RegisterPasskeyRequestSchema } from '@/lib/contract/passkeys';
import { registerPasskey } from '@/lib/lender/api';

export const POST = bff({ body: RegisterPasskeyRequestSchema }, async ({ session, body, request }) => ({ data: await registerPasskey(session.token, body, visitorOf(request)) }));
