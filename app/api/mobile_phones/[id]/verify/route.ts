// PUT /api/mobile_phones/{id}/verify — the PIN that was texted.
import { bff, errorJson } from '@/lib/bff/handler';
import { VerifyMobilePhoneRequestSchema } from '@/lib/contract/preferences';
import { verifyMobilePhone } from '@/lib/lender/api';

export const PUT = bff<typeof VerifyMobilePhoneRequestSchema, { id: string }>({ body: VerifyMobilePhoneRequestSchema }, async ({ session, body, params }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return errorJson(404, 'Not found');
  return { data: await verifyMobilePhone(session.token, id, body.pin) };
});
