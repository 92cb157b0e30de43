// POST /api/mobile_phones — a new mobile phone, with a PIN sent to it.
import { bff } from '@/lib/bff/handler';
import { CreateMobilePhoneRequestSchema } from '@/lib/contract/preferences';
import { createMobilePhone } from '@/lib/lender/api';

export const POST = bff({ body: CreateMobilePhoneRequestSchema }, async ({ session, body }) => ({ data: await createMobilePhone(session.token, body) }));
