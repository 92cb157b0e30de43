// GET /api/staff/customers?q= — staff only: find a customer.
import { bff } from '@/lib/bff/handler';
import { CustomerSearchQuerySchema } from '@/lib/contract/staff';
import { lender } from '@/lib/lender/api';

export const GET = bff(
  { staffOnly: true, query: CustomerSearchQuerySchema, queryRefusal: { field: 'q', message: 'Enter an e-mail, a name or an id' } },
  async ({ session, query }) => ({ data: await lender.searchCustomers({ token: session.token, query: { q: query.q } }) }),
);
