// GET /api/staff/audit_events?customer_id= — staff only: the audit trail of a customer.
import { bff, errorJson } from '@/lib/bff/handler';
import { AuditQuerySchema } from '@/lib/contract/staff';
import { getAuditEvents } from '@/lib/lender/api';

export const GET = bff({ staffOnly: true }, async ({ session, request }) => {
  const parsed = AuditQuerySchema.safeParse({ customer_id: request.nextUrl.searchParams.get('customer_id') });
  if (!parsed.success) return errorJson(422, 'A customer id is required', { customer_id: ['A customer id is required'] });
  return { data: await getAuditEvents(session.token, parsed.data.customer_id) };
});
