// PUT /api/mobile_phones/{id} — change the number and/or send a new PIN (and the consent to texts, with the
// visitor's address the lender keeps beside it).
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { IdParams } from '@/lib/bff/params';
import { visitorOf } from '@/lib/bff/request-info';
import { lender } from '@/lib/lender/api';

export const PUT = bff({ params: IdParams, body: bffRoutes.preferences.changePhone.body }, async ({ session, body, params, request }) => ({
  data: await lender.updateMobilePhone({ token: session.token, id: params.id, body, visitor: visitorOf(request) }),
}));
