// GET /api/staff/customers?q= — staff only: find a customer.
import { bff, errorJson } from '@/lib/bff/handler';
import { CustomerSearchQuerySchema } from '@/lib/contract/staff';
import { searchCustomers } from '@/lib/lender/api';

export const GET = bff({ staffOnly: true }, async ({ session, request }) => {
  const parsed = CustomerSearchQuerySchema.safeParse({ q: request.nextUrl.searchParams.get('q') ?? '' });
  if (!parsed.success) return errorJson(422, 'Enter an e-mail, a name or an id', { q: ['Enter an e-mail, a name or an id'] });
  return { data: await searchCustomers(session.token, parsed.data.q) };
});
