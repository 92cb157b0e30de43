// POST /api/mobile_phones — a new mobile phone, with a PIN sent to it.
import { bff } from '@/lib/bff/handler';
import { CreateMobilePhoneRequestSchema } from '@/lib/contract/preferences';
import { createMobilePhone } from '@/lib/lender/api';

export const POST = bff({ body: CreateMobilePhoneRequestSchema }, ({ session, body }) => createMobilePhone(session.token, body));
