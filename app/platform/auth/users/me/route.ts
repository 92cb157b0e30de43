// GET /platform/auth/users/me — the identity: role groups, user id and names.
import { bff } from '@/lib/bff/handler';
import { lender } from '@/lib/lender/api';

export const GET = bff({}, async ({ session }) => lender.getPlatformMe({ token: session.token }));
