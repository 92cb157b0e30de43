// GET /api/staff/audit_events?customer_id= — staff only: the audit trail of a customer.
import { bff } from '@/lib/bff/handler';
import { AuditQuerySchema } from '@/lib/contract/staff';
import { lender } from '@/lib/lender/api';

export const GET = bff(
  { staffOnly: true, query: AuditQuerySchema, queryRefusal: { field: 'customer_id', message: 'A customer id is required' } },
  async ({ session, query }) => ({ data: await lender.getAuditEvents({ token: session.token, query: { customer_id: query.customer_id } }) }),
);
