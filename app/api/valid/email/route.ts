// POST /api/valid/email — the live e-mail check of Account Preferences.
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';

export const POST = bff({ body: bffRoutes.preferences.checkEmail.body }, ({ session, body }) => lender.checkEmailAddress({ token: session.token, body: { address: body.address } }));
