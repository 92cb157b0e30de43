// GET /api/users/me — the signed-in user.
import { bff } from '@/lib/bff/handler';
import { getMe } from '@/lib/lender/api';

export const GET = bff({}, async ({ session }) => ({ data: await getMe(session.token) }));
