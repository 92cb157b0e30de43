// GET /api/collection_codes/customer_ptp — the codes a customer's promise to pay is recorded with.
import { bff } from '@/lib/bff/handler';
import { lender } from '@/lib/lender/api';

export const GET = bff({}, ({ session }) => lender.getCustomerPromiseCodes({ token: session.token }));
