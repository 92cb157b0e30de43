// POST /api/valid/email — the live e-mail check of Account Preferences.
import { bff } from '@/lib/bff/handler';
import { ValidEmailRequestSchema } from '@/lib/contract/preferences';
import { checkEmailAddress } from '@/lib/lender/api';

export const POST = bff({ body: ValidEmailRequestSchema }, ({ session, body }) => checkEmailAddress(session.token, body.address));
