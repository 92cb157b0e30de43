// GET /api/users/me — the signed-in user.
import { bff } from '@/lib/bff/handler';
import { lender } from '@/lib/lender/api';

export const GET = bff({}, async ({ session }) => ({ data: await lender.getMe({ token: session.token }) }));
