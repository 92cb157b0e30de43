// POST /api/mobile_phones — a new mobile phone, with a PIN sent to it.
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';

export const POST = bff({ body: bffRoutes.preferences.addPhone.body }, async ({ session, body }) => ({ data: await lender.createMobilePhone({ token: session.token, body }) }));
