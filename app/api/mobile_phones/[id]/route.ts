// PUT /api/mobile_phones/{id} — change the number and/or send a new PIN.
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { UpdateMobilePhoneRequestSchema } from '@/lib/contract/preferences';
import { updateMobilePhone } from '@/lib/lender/api';

export const PUT = bff({ params: IdParams, body: UpdateMobilePhoneRequestSchema }, async ({ session, body, params }) => ({
  data: await updateMobilePhone(session.token, params.id, body),
}));
