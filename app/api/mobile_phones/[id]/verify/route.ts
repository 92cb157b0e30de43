// PUT /api/mobile_phones/{id}/verify — the PIN that was texted.
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { IdParams } from '@/lib/bff/params';
import { lender } from '@/lib/lender/api';

export const PUT = bff({ params: IdParams, body: bffRoutes.preferences.verifyPhone.body }, async ({ session, body, params }) => ({
  data: await lender.verifyMobilePhone({ token: session.token, id: params.id, body: { pin: body.pin } }),
}));
