// PUT /api/mobile_phones/{id}/verify — the PIN that was texted.
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { VerifyMobilePhoneRequestSchema } from '@/lib/contract/preferences';
import { verifyMobilePhone } from '@/lib/lender/api';

export const PUT = bff({ params: IdParams, body: VerifyMobilePhoneRequestSchema }, async ({ session, body, params }) => ({
  data: await verifyMobilePhone(session.token, params.id, body.pin),
}));
