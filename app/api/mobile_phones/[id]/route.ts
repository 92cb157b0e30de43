// PUT /api/mobile_phones/{id} — change the number and/or send a new PIN.
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { IdParams } from '@/lib/bff/params';
import { lender } from '@/lib/lender/api';

export const PUT = bff({ params: IdParams, body: bffRoutes.preferences.changePhone.body }, async ({ session, body, params }) => ({
  data: await lender.updateMobilePhone({ token: session.token, id: params.id, body }),
}));
