// POST /api/mobile_phones — a new mobile phone, with a PIN sent to it (and the consent to texts, with the
// visitor's address the lender keeps beside it).
import { bff } from '@/lib/bff/handler';
import { visitorOf } from '@/lib/bff/request-info';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';

export const POST = bff({ body: bffRoutes.preferences.addPhone.body }, async ({ session, body, request }) => ({
  data: await lender.createMobilePhone({ token: session.token, body, visitor: visitorOf(request) }),
}));
