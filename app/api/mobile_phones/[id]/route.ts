// PUT /api/mobile_phones/{id} — change the number and/or send a new PIN.
import { bff, errorJson } from '@/lib/bff/handler';
import { UpdateMobilePhoneRequestSchema } from '@/lib/contract/preferences';
import { updateMobilePhone } from '@/lib/lender/api';

export const PUT = bff<typeof UpdateMobilePhoneRequestSchema, { id: string }>({ body: UpdateMobilePhoneRequestSchema }, async ({ session, body, params }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return errorJson(404, 'Not found');
  return { data: await updateMobilePhone(session.token, id, body) };
});
