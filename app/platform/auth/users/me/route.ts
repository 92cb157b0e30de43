// GET /platform/auth/users/me — the identity: role groups, user id and names.
import { bff } from '@/lib/bff/handler';
import { getPlatformMe } from '@/lib/lender/api';

export const GET = bff({}, async ({ session }) => getPlatformMe(session.token));
