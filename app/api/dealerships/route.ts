// GET /api/dealerships — the service centers to choose from.
import { bff } from '@/lib/bff/handler';
import { lender } from '@/lib/lender/api';

export const GET = bff({}, async ({ session }) => ({ data: await lender.getDealerships({ token: session.token }) }));
