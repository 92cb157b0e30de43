// GET /api/collection_codes/customer_ptp — the codes a customer's promise to pay is recorded with.
import { bff } from '@/lib/bff/handler';
import { getCustomerPromiseCodes } from '@/lib/lender/api';

export const GET = bff({}, ({ session }) => getCustomerPromiseCodes(session.token));
