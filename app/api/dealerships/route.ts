// GET /api/dealerships — the service centers to choose from.
import { bff } from '@/lib/bff/handler';
import { getDealerships } from '@/lib/lender/api';

export const GET = bff({}, async ({ session }) => ({ data: await getDealerships(session.token) }));
