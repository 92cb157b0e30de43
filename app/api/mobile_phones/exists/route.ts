// GET /api/mobile_phones/exists?number=&owner_id=&owner_type=User&send_pin=
import { bff, errorJson } from '@/lib/bff/handler';
import { MobilePhoneExistsQuerySchema } from '@/lib/contract/preferences';
import { mobilePhoneExists } from '@/lib/lender/api';

export const GET = bff({}, async ({ session, request }) => {
  const parsed = MobilePhoneExistsQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return errorJson(422, 'Enter the 10 digits of your mobile number', { number: ['Enter the 10 digits of your mobile number'] });
  const { number, owner_id, send_pin } = parsed.data;
  return mobilePhoneExists(session.token, { number, owner_id, send_pin: send_pin === 'true' });
});
